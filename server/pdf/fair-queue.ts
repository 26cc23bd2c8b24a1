/**
 * Jobs waiting per client, started in turns (fair queuing): the next job is the oldest of the
 * client whose last job started longest ago. A client that has nothing running or waiting is
 * forgotten, so when it comes back it is served before every client already served; ties go to
 * whoever came first. So a client keeping many jobs queued delays a newcomer by at most the jobs
 * already running, never by its own backlog (DECISIONS D30). A plain FIFO made a reporter wait
 * behind every PDF another client had asked for.
 */
export interface FairJob {
  /** Who asked: the request's address (TRUST_PROXY decides which one that is). */
  client: string;
}

interface ClientTurns<Job> {
  waiting: Job[];
  running: number;
  /** When this client's last job started (a counter, not a time); 0: not yet in this stretch. */
  lastStart: number;
}

export class FairQueue<Job extends FairJob> {
  // A Map keeps insertion order: among clients never served, the one that came first goes first.
  private readonly clients = new Map<string, ClientTurns<Job>>();
  private starts = 0;
  private waitingCount = 0;

  /** Jobs waiting, all clients together. */
  get size(): number {
    return this.waitingCount;
  }

  waitingFor(client: string): number {
    return this.clients.get(client)?.waiting.length ?? 0;
  }

  push(job: Job): void {
    let turns = this.clients.get(job.client);
    if (!turns) {
      turns = { waiting: [], running: 0, lastStart: 0 };
      this.clients.set(job.client, turns);
    }
    turns.waiting.push(job);
    this.waitingCount += 1;
  }

  /** The job to start now; it counts as its client's running job until `done(job)`. */
  next(): Job | undefined {
    let chosen: ClientTurns<Job> | undefined;
    for (const turns of this.clients.values()) {
      if (turns.waiting.length > 0 && (!chosen || turns.lastStart < chosen.lastStart)) chosen = turns;
    }
    if (!chosen) return undefined;
    this.starts += 1;
    chosen.lastStart = this.starts;
    chosen.running += 1;
    this.waitingCount -= 1;
    return chosen.waiting.shift();
  }

  /** A started job ended (rendered, failed or given up). */
  done(job: Job): void {
    const turns = this.clients.get(job.client);
    if (!turns) return;
    turns.running -= 1;
    if (turns.running <= 0 && turns.waiting.length === 0) this.clients.delete(job.client);
  }

  /** Every waiting job, taken out (the pool is closing). */
  drain(): Job[] {
    const jobs = [...this.clients.values()].flatMap((turns) => turns.waiting.splice(0));
    this.waitingCount = 0;
    for (const [client, turns] of this.clients) if (turns.running <= 0) this.clients.delete(client);
    return jobs;
  }
}
