import Fastify from 'fastify';

// The bench's ceiling: a bare Fastify route answering 30 product-like items, in a process started
// the way the API is (node --import tsx), so every API figure can be read as a share of what this
// machine serves for this shape of answer in the same run.

const items = Array.from({ length: 30 }, (_, i) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  code: String(100 + i),
  productname: `Produto ${i}`,
  price: 10 + i,
  stock: 50,
  photo: null,
}));
const app = Fastify({ logger: false });
app.post('/ceiling', async () => ({ ok: true, data: { products: items } }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
