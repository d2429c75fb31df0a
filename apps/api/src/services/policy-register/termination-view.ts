/**
 * The OGPO policies of the register as the termination screen sees them (spec part 1 sections 3 and 5): a
 * sub-select with the columns of the old termination table, the status computed on the day `@today`
 * ('YYYY-MM-DD', Almaty):
 *
 * - 4 'Расторгнут': terminated (terminated_at set);
 * - 1 'Новый': not issued (register status other than 1, e.g. awaiting payment or in processing in 1C);
 * - 3 'Вступает в силу': issued, cover starts after today;
 * - 5 'Истёк': issued, cover ended before today;
 * - 2 'Действующий': issued and in force today.
 *
 * `number` is what the screen calls the contract: the global number once 1C gave it, else the local number.
 */

export const TERMINATION_STATUS_SQL = `CASE
    WHEN r.terminated_at IS NOT NULL THEN 4
    WHEN r.status <> 1 OR r.date_from IS NULL OR r.date_to IS NULL THEN 1
    WHEN r.date_from > @today THEN 3
    WHEN r.date_to < @today THEN 5
    ELSE 2 END`;

export const terminationPolicySql = `SELECT
    r.id,
    coalesce(r.global_id, r.number, CAST(r.id AS TEXT)) AS number,
    r.number AS local_number,
    r.product_title AS product,
    coalesce(json_extract(r.insurer, '$.title'), '') AS client_title,
    json_extract(r.insurer, '$.surname') AS client_surname,
    json_extract(r.insurer, '$.name') AS client_name,
    json_extract(r.insurer, '$.patronymic') AS client_patronymic,
    coalesce(r.insurer_iin, '') AS client_iin,
    coalesce(json_extract(r.insurer, '$.person'), 1) AS client_person,
    CASE json_extract(r.insurer, '$.resident') WHEN 0 THEN 0 ELSE 1 END AS client_resident,
    json_extract(r.insurer, '$.birthday') AS client_birthday,
    json_extract(r.insurer, '$.phone') AS client_phone,
    coalesce(json_extract(r.vehicles, '$[0].number'), '') AS vehicle_plate,
    (SELECT json_group_array(json_extract(v.value, '$.number')) FROM json_each(r.vehicles) v) AS plates,
    r.premium,
    r.date_from,
    r.date_to,
    s.code AS status_code,
    s.title AS status_title,
    strftime('%Y-%m-%d %H:%M:%S', r.created_at / 1000, 'unixepoch', '+5 hours') AS created_at,
    r.created_at AS created_ms
  FROM policies r JOIN ogpo_statuses s ON s.code = ${TERMINATION_STATUS_SQL}
  WHERE r.product_code = 'OGPO_WEB_EA'`;
