// /api/docs/: Swagger UI (drf-spectacular-sidecar's copy, served as our own static file) reading the
// OpenAPI document named by the page. No validator badge: it would ask another host about the document.
"use strict";

// Swagger UI puts the document's title (h1) outside any landmark and its operations under h3 headings:
// the title goes in a labelled section, and a heading for screen readers comes before the operations.
const landmarks = () => ({
  wrapComponents: {
    InfoContainer: (Original, system) => (props) =>
      system.React.createElement(
        "section",
        { "aria-label": "About this API" },
        system.React.createElement(Original, props),
      ),
    operations: (Original, system) => (props) =>
      system.React.createElement(
        "section",
        { "aria-labelledby": "api-docs-operations" },
        system.React.createElement("h2", { id: "api-docs-operations", className: "api-docs-hidden-heading" }, "Operations"),
        system.React.createElement(Original, props),
      ),
  },
});

(() => {
  const root = document.getElementById("api-docs");
  window.SwaggerUIBundle({
    url: root.dataset.openapiUrl,
    domNode: root,
    presets: [window.SwaggerUIBundle.presets.apis],
    plugins: [landmarks],
    layout: "BaseLayout",
    validatorUrl: null,
  });
})();
