// autocannon's setupRequest for the dispute filing under load (a module, as autocannon's worker thread requires):
// each request names its own account, so no filing is the same dispute as another (one filing holds its claim on an
// account for 120 s, and a second filing of it answers 409). The counter is per worker, hence the worker's own tag.
const tag = globalThis.crypto.randomUUID().slice(0, 8);
let filed = 0;

module.exports = (request) => ({ ...request, body: JSON.stringify({ ...JSON.parse(request.body), accountName: `Bench Card ${tag}-${++filed}` }) });
