import { defineEngineChecks } from './suite';
import { launchWebKit } from './webkit';

defineEngineChecks('WebKit (WebKitWebDriver, MiniBrowser)', launchWebKit, {
  // The preview frame is sandboxed to an opaque origin, and WebKit matches CSP 'self' against that origin rather than
  // the frame's URL (as Chromium and Firefox do): every script of /sandbox/frame is refused, so it stays at
  // "Loading preview…". Fixing it means a policy for that one path naming the site's own origin.
  sandbox: "CSP 'self' refuses the sandboxed preview frame's own scripts",
});
