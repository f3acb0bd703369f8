/**
 * What every session of the app's database sets before its first statement, on either engine
 * (client.ts: each connection of the PostgreSQL pool, the embedded database's one session).
 *
 * The planner's cost of reading a random page, 1.1 instead of PostgreSQL's 4 (which models a
 * spinning disk): the app's hot tables are small and read all day, so they sit in shared buffers or
 * the OS's page cache (or on an SSD, where 1.1 is the usual setting), and a random page costs about
 * what a sequential one does. With 4 the planner reads small tables whole instead of by their key:
 * the storefront's paging figures (`catalogue_counts`, a row per store and category) were a
 * sequential scan of the whole table on every page of a list, a seventh of PostgreSQL's CPU for a
 * page (docs/decisions/0035-planner-page-cost-on-every-engine.md). On PGlite each such scan
 * also asked the file system for the table's size.
 */
export const SESSION_SETTINGS = 'set random_page_cost = 1.1';
