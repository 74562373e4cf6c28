// Sign-ups and logins in bursts for the fault bench (load-tests/faults.mjs): every few seconds a
// burst of new accounts signs up at once, each sent again while the answer is "try again", then
// each signs in. A 503 must mean nothing was changed: a sign-up answered 503 whose retry finds the
// account already there ("accountExists") was done behind a failure's answer, and is counted.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class SignUps {
  done = 0;
  logins = 0;
  /** When a sign-up that was answered 503 turned out to have created its account. */
  doneBehind503 = [];

  constructor({ http, port, burst, everyMs, isRunning }) {
    Object.assign(this, { http, port, burst, everyMs, isRunning });
  }

  async run() {
    for (let round = 0; this.isRunning(); round++) {
      const started = Date.now();
      await Promise.all(Array.from({ length: this.burst }, (_, i) => this.#one(`burst_${this.port}_${round}_${i}`, `10.90.${round % 250}.${i + 1}`, started)));
      await sleep(Math.max(0, this.everyMs - (Date.now() - started)));
    }
  }

  async #one(account, ip, startedAt) {
    const body = { account, password: 'secret99', email: `${account}@example.sg`, pupilName: 'Burst Pupil', gradeCode: 3 };
    const signUp = await this.http.untilAnswered('POST', '/api/user/register', body, { ip });
    if (signUp.json.code === 200) this.done++;
    if (signUp.had503 && signUp.json.msg === 'accountExists') this.doneBehind503.push(startedAt);
    const login = await this.http.untilAnswered('POST', '/api/user/login', { username: account, password: 'secret99' }, { ip });
    if (login.json.token) this.logins++;
  }
}
