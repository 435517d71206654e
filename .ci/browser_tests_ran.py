"""Fail unless the JUnit report shows browser tests that ran and none skipped."""

import sys
import xml.etree.ElementTree as ET

cases = ET.parse(sys.argv[1]).getroot().iter("testcase")
browser = [case for case in cases if ".test_browser" in case.get("classname", "")]
skipped = [case for case in browser if case.find("skipped") is not None]
if not browser or skipped:
    sys.exit(f"browser tests: {len(browser)} collected, {len(skipped)} skipped; CI needs them all to run")
print(f"browser tests: {len(browser)} ran, none skipped")
