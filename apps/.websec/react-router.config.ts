import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Test runs build into their own folder so two runs on one machine never swap each other's assets.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
