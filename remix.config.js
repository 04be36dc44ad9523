/**
 * Remix configuration. The Vite plugin reads it (see vite.config.ts), so this file
 * stays the one place where the app's conventions are set.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.test.*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
