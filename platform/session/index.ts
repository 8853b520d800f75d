// The session, below every feature: the session store of spec 01 §3, roles and entrances, token policy, and the
// session service through which every session begins, is renewed and ends (service.ts).
export * from './sessionSlice';
export * from './roles';
export * from './token';
export * from './persistence';
export * from './userInfoInit';
export * from './service';
export * from './generation';
