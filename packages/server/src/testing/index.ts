export { api, signIn, TEST_ACCOUNTS } from './accounts.js';
export { openSeededDatabase, startTestServer, TEST_CATALOGUE_PRODUCTS } from './testServer.js';
