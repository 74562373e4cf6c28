import { Injectable } from '@nestjs/common';

/**
 * Messages this node's Socket.IO adapter received from Redis pub/sub since start (every kind:
 * room broadcasts, joins and leaves, requests between nodes). The cost per node of running many
 * nodes shows here: with the classic adapter it grows with the whole country's races, with the
 * sharded adapter only with the rooms this node has members in. Read through /metrics.
 */
@Injectable()
export class AdapterTraffic {
  received = 0;
}
