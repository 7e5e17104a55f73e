// Only the standalone dev server loads this entry; the shell loads ./Routes instead.
import './dev/harness';
