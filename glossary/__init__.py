"""The glossary: terms translated with django-modeltranslation, kept by editors in the admin, and their pages."""
