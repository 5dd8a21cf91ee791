export * from './auth/messages';
export * from './auth/schemas';
export * from './enums/roles';
export * from './errors/domain-error';
