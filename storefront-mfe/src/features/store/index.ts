export { StoreLocationCard } from './store-location-card';
