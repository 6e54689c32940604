import { launchFirefox } from './firefox';
import { defineEngineChecks } from './suite';

defineEngineChecks('Firefox ESR (WebDriver BiDi)', launchFirefox);
