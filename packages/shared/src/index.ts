export * from './api.ts';
export * from './blog.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './site.ts';
