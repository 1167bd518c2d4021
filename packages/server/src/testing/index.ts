export { runDueJobs } from '../orders/jobs.js';
export { api, signIn, TEST_ACCOUNTS } from './accounts.js';
export { addAddress, type Buyer, type ItemForSale, itemOf, newBuyer } from './checkoutFixtures.js';
export { TEST_ADDRESS, until } from './fixtures.js';
export { pngBlob } from './images.js';
export { verifyListing } from './listingReview.js';
export { anyItem, type OrderFixture, orderIn, staffSession } from './orderFixtures.js';
export { openSeededDatabase, startTestServer, TEST_CATALOGUE_PRODUCTS } from './testServer.js';
