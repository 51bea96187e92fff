// The tools process's entry in tests: the service's own (src/main.ts) with the service-time probe loaded first. An
// entry file rather than `--import`: worker threads inherit the process's flags, and the probe belongs to the main one.
import './service-time';
import '../src/main';
