// Tables of the catalog area (owned by that area's server work).
export {};
