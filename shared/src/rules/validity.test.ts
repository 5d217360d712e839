import {
  addDays,
  COVER_END_TIME,
  coverStartTime,
  timeInColombia,
  daysBetween,
  allowedStartDates,
  checkStartDate,
  formatSpanishDate,
  isCalendarDate,
  policyEndDate,
  todayInColombia,
  renewableFrom,
  RENEWAL_WINDOW_DAYS,
  vehicleAge,
} from './validity';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('validity dates', () => {
  it('ends a policy a year after it starts, less a day', () => {
    expect(policyEndDate('2026-03-15')).toBe('2027-03-14');
    expect(policyEndDate('2026-01-01')).toBe('2026-12-31');
    expect(policyEndDate('2024-02-29')).toBe('2025-02-28');
    expect(policyEndDate('2027-03-01')).toBe('2028-02-29');
  });

  it('knows which strings are real calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts whole days between two calendar days, across a leap day and backwards', () => {
    expect(daysBetween('2026-11-27', '2026-12-17')).toBe(20);
    expect(daysBetween('2027-11-26', '2028-11-25')).toBe(365);
    expect(daysBetween('2026-03-14', '2026-03-14')).toBe(0);
    expect(daysBetween('2026-03-14', '2026-03-10')).toBe(-4);
  });

  it('tells the time of an instant in Colombia (UTC−5), not on the machine clock', () => {
    expect(timeInColombia(new Date('2026-03-15T04:59:00Z'))).toBe('23:59');
    expect(timeInColombia(new Date('2026-03-15T19:05:30Z'))).toBe('14:05');
  });

  it('covers from 00:00 of the first day when issued before it, from the moment of issue when bought that day', () => {
    expect(coverStartTime('2026-03-16', new Date('2026-03-15T19:05:00Z'))).toBe('00:00');
    // 19:05 UTC on the 15th is 14:05 in Colombia, the same day the policy starts
    expect(coverStartTime('2026-03-15', new Date('2026-03-15T19:05:00Z'))).toBe('14:05');
    // 02:00 UTC on the 16th is still the 15th in Colombia: a policy starting the 16th covers from midnight
    expect(coverStartTime('2026-03-16', new Date('2026-03-16T02:00:00Z'))).toBe('00:00');
    expect(COVER_END_TIME).toBe('23:59');
  });

  it('takes today in Colombia (UTC−5), not on the machine clock', () => {
    expect(todayInColombia(new Date('2026-05-02T03:00:00Z'))).toBe('2026-05-01');
    expect(todayInColombia(new Date('2026-05-02T05:00:00Z'))).toBe('2026-05-02');
  });

  it("answers each instant's own day, whichever day was asked for before", () => {
    // the last day answered is remembered: an instant on either side of it must not get it
    expect(todayInColombia(new Date('2026-05-02T05:00:00Z'))).toBe('2026-05-02');
    expect(todayInColombia(new Date('2026-05-02T04:59:59.999Z'))).toBe('2026-05-01');
    expect(todayInColombia(new Date('2026-05-03T04:59:59.999Z'))).toBe('2026-05-02');
    expect(todayInColombia(new Date('2026-05-03T05:00:00Z'))).toBe('2026-05-03');
    expect(todayInColombia(new Date('2026-05-02T12:00:00Z'))).toBe('2026-05-02');
    expect(todayInColombia(new Date('2024-02-29T05:00:00Z'))).toBe('2024-02-29');
  });

  it('takes the clock when given no instant, also after another day was asked for', () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T23:00:00Z') });
    try {
      expect(todayInColombia()).toBe('2026-12-31');
      expect(todayInColombia(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
      expect(todayInColombia()).toBe('2026-12-31');
      jest.setSystemTime(new Date('2027-01-01T05:00:00Z'));
      expect(todayInColombia()).toBe('2027-01-01');
      jest.setSystemTime(new Date('2027-01-01T04:59:59.999Z'));
      expect(todayInColombia()).toBe('2026-12-31');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a vehicle without a policy in force start from today up to 30 days ahead', () => {
    const today = '2026-05-10';
    expect(allowedStartDates({ today })).toEqual({ from: '2026-05-10', to: '2026-06-09' });
    expect(checkStartDate('2026-05-10', { today })).toEqual({ ok: true, value: '2026-05-10' });
    expect(checkStartDate('2026-06-09', { today })).toEqual({ ok: true, value: '2026-06-09' });
    expect(checkStartDate('2026-05-09', { today })).toEqual(refusedWith('validity.past'));
    expect(checkStartDate('2026-06-10', { today })).toEqual(refusedWith('validity.tooLate'));
    expect(checkStartDate('2026-02-30', { today })).toEqual(refusedWith('validity.format'));
  });

  it('starts the new policy the day after the one in force ends, and says so in Spanish', () => {
    const options = { today: '2026-08-10', currentPolicyEnd: '2026-08-31' };
    expect(allowedStartDates(options)).toEqual({ from: '2026-09-01', to: '2026-09-01' });
    expect(checkStartDate('2026-09-01', options)).toEqual({ ok: true, value: '2026-09-01' });
    const refused = checkStartDate('2026-08-10', options);
    expect(refused).toEqual(refusedWith('validity.afterCurrentPolicy'));
    expect(refused.ok === false && refused.message).toBe(
      'El vehículo tiene un SOAT vigente hasta el 31 de agosto de 2026: la nueva póliza empieza el día siguiente, el 1 de septiembre de 2026.',
    );
  });

  it('renews only within the renewal window before the policy in force ends, and says from which day', () => {
    // «Renovar» shows from 30 days before the end (RENEWAL_WINDOW_DAYS): the first day is 2026-08-01
    expect(renewableFrom('2026-08-31')).toBe('2026-08-01');
    const early = checkStartDate('2026-09-01', { today: '2026-07-31', currentPolicyEnd: '2026-08-31' });
    expect(early).toEqual(refusedWith('validity.renewalNotYet'));
    expect(early.ok === false && early.message).toBe(
      'El vehículo tiene un SOAT vigente hasta el 31 de agosto de 2026. Podrás renovarlo desde el 1 de agosto de 2026, 30 días antes de que termine.',
    );
    expect(early.ok === false && early.params).toEqual({
      end: '2026-08-31',
      from: '2026-08-01',
      count: RENEWAL_WINDOW_DAYS,
    });
    expect(checkStartDate('2026-09-01', { today: '2026-08-01', currentPolicyEnd: '2026-08-31' })).toEqual({
      ok: true,
      value: '2026-09-01',
    });
    // a chain of renewals years ahead: the second one is refused until its own window
    expect(checkStartDate('2028-11-28', { today: '2026-11-28', currentPolicyEnd: '2028-11-27' })).toEqual(
      refusedWith('validity.renewalNotYet'),
    );
  });

  it('ignores a policy that has already ended', () => {
    expect(allowedStartDates({ today: '2026-05-10', currentPolicyEnd: '2026-05-09' })).toEqual({
      from: '2026-05-10',
      to: '2026-06-09',
    });
  });

  it("counts a vehicle's age from the year its policy starts", () => {
    expect(vehicleAge('2026-05-10', 2010)).toBe(16);
    expect(vehicleAge('2026-05-10', 2027)).toBe(0);
    expect(formatSpanishDate('2027-03-14')).toBe('14 de marzo de 2027');
  });
});
