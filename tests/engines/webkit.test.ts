import { defineEngineChecks } from './suite';
import { launchWebKit } from './webkit';

// WebKit matches CSP 'self' against the sandboxed preview frame's opaque origin: the policy names the site's origin
// beside it (scripts/postbuild/contentSecurityPolicy.mjs, withOrigins), and the sandbox check holds that.
defineEngineChecks('WebKit (WebKitWebDriver, MiniBrowser)', launchWebKit);
