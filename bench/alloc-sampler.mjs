// Preloaded into the server by alloc.mjs: the first SIGUSR2 starts V8's sampling heap
// profiler counting the objects the collector takes too (allocation, not what
// stays live); the second writes the profile to HEAP_OUT.

import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';

const s = new inspector.Session();
s.connect();
const post = (m, p = {}) =>
  new Promise((res, rej) => s.post(m, p, (e, r) => (e ? rej(e) : res(r))));
let on = false;
process.on('SIGUSR2', async () => {
  if (!on) {
    on = true;
    await post('HeapProfiler.startSampling', {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    writeFileSync(`${process.env.HEAP_OUT}.started`, 'x');
  } else {
    on = false;
    const { profile } = await post('HeapProfiler.stopSampling');
    writeFileSync(process.env.HEAP_OUT, JSON.stringify(profile));
  }
});
