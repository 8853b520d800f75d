export * from './interval';
export * from './faceQr';
