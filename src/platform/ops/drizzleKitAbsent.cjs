// The server build's stand-in for drizzle-kit (next.config.mjs, turbopack.resolveAlias).
// Payload needs drizzle-kit only to write new migrations and to push a development schema,
// which this site does with `npm run migrate:create` (Payload's CLI, outside Next) and never
// (`push: false`); a server applies the committed migrations. Leaving it out of the server
// keeps 28 MB (drizzle-kit and its esbuild) out of the standalone output.
throw new Error('drizzle-kit is not part of the server: run `npm run migrate:create` instead')
