// Tables of the settings area (owned by that area's server work).
export {};
