export { storeLocationKeys, useStoreLocation } from './api';
export { StoreLocationCard } from './store-location-card';
