export * from './menu';
export * from './access';
export * from './scene';
export * from './permissions';
