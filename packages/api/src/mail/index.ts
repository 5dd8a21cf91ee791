export * from './mailer';
export * from './outbox';
