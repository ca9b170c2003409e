// Async boundary: the shared singletons are negotiated before the standalone harness starts.
import('./standalone');
