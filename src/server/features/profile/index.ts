// The profile feature's public API. Anything not exported here is internal to profile.
export { getProfile, travelStats } from './profile.service';
export { toSavedTravellerDto } from './saved-travellers';
