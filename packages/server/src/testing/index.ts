export { openSeededDatabase, startTestServer, TEST_CATALOGUE_PRODUCTS } from './testServer.js';
