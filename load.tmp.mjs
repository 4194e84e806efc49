import autocannon from 'autocannon';
let n = 0;
const r = await autocannon({ url: 'http://127.0.0.1:4461', connections: 50, duration: 8, requests: [{ method: 'POST', path: '/api/v2/estimate', body: JSON.stringify({ propertyType: 'office', purchasePrice: 1250000, zip: '10001' }), setupRequest: (req) => { n++; return { ...req, headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }; } }] });
console.log(r.requests.average, r.latency.p50, r.latency.p99);
