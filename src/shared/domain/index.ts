export * from './constants';
export * from './errorCodes';
export * from './lgpd';
export * from './menu';
export * from './permissions';
export * from './session';
export * from './transitions';
export * from './unreadTitle';
