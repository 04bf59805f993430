// Tables of the orders area (owned by that area's server work).
export {};
