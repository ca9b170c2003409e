// Async boundary, as src/index.ts: the shared singletons are negotiated before the mock and the harness start.
import('./standalone');
