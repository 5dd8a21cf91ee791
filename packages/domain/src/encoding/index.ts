export * from './utf8';
