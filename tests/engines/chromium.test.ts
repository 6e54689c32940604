import { launchChromium } from './chromium';
import { defineEngineChecks } from './suite';

// The Playwright suite covers Chromium in depth on the lean build; here the same smoke as the other engines runs on
// the stock build (`npm run test:stock:smoke`), proving the site works with the lean layer switched off.
defineEngineChecks('Chromium (DevTools protocol)', launchChromium);
