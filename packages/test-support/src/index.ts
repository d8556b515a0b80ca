export * from './parse-mail.ts';
export * from './smtp-stand-in.ts';
export * from './wordpress-stand-in.ts';
