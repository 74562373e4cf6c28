// Only `prisma dev` (Prisma's local development server) imports this package. LearnStar migrates
// with the wasm schema engine and never runs it, so the real package (Node 22+) is not installed.
export async function startLocalDurableStreamsServer() {
  throw new Error('@prisma/streams-local is a stand-in in LearnStar: `prisma dev` is not supported (see ARCHITECTURE.md)');
}
