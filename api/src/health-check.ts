// The API container's health check (deploy/api.Dockerfile): `node dist/health-check.js [path]` exits 0
// when this API answers `path` (default /ready) with a success on its own port, API_PORT (4000 unless
// set), 1 otherwise. Nothing else of the API is loaded: it runs every few seconds.
const TIMEOUT_MS = 3000;
const DEFAULT_PORT = 4000;

const path = process.argv[2] ?? '/ready';
const port = Number(process.env.API_PORT || DEFAULT_PORT);
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
