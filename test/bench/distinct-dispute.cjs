// autocannon's setupRequest for the dispute filing under load (a module, as autocannon's worker thread requires):
// each request names its own account, so no filing is the same dispute as another (one filing holds its claim on an
// account for 120 s, and a second filing of it answers 409). The counter is per worker, hence the worker's own tag.
// Each request files as the next of the run's clients in turn (`request.tokens`, their ID tokens, given to this run
// alone): with one worker thread per run and `amount` at 20 filings per client, none files more than its daily quota.
const tag = globalThis.crypto.randomUUID().slice(0, 8);
let filed = 0;

module.exports = (request) => {
  const n = filed++;
  const tokens = request.tokens;
  const headers = tokens ? { ...request.headers, authorization: `Bearer ${tokens[n % tokens.length]}` } : request.headers;
  return { ...request, headers, body: JSON.stringify({ ...JSON.parse(request.body), accountName: `Bench Card ${tag}-${n + 1}` }) };
};
