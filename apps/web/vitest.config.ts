import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { paraglide } from './i18n.config.ts';

export default defineProject({
  plugins: [await paraglide(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of whole pages share two cores with the server suite and other runs: generous, not tight.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
