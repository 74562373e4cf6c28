/** What other packages' tests need to run a real API in-process (the match server's integration tests). */
export { createApiApp, type ApiApp } from './bootstrap.js';
export { loadApiConfig, type ApiConfig } from './config/api-config.js';
