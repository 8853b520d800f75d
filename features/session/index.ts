// The session feature's public face: the session store of spec 01 §3, roles and entrances, token policy.
export * from './sessionSlice';
export * from './roles';
export * from './token';
export * from './persistence';
export * from './userInfoInit';
