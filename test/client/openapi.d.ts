// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.

export interface paths {
    "/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange client credentials for a bearer token
         * @description Exchanges a client id and secret (form fields or HTTP Basic) for a bearer token valid for `expires_in` seconds. Wrong credentials are 400 `invalid_client`; attempts are rate-limited per client IP.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Workspaces
         * @description Holds only your own workspace
         */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/account/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Workspace
         * @description Your workspace (account) with its settings, counts of projects, docs, users and files, and links to its memberships. Any other workspace id is 404.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a Workspace (permanent)
         * @description Everything in it goes: projects and their docs, folders, files and their stored bytes, credentials and tokens (the one used included, at once), memberships, and every user left with no other workspace
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        /**
         * Update a Workspace
         * @description Change your workspace's settings (name, industry, billing fields, `meta`). Only the listed fields are updatable; any other key is a 422 naming it. Send `If-Match` with the ETag you read to avoid overwriting another client's change (412 when stale).
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process is up
         * @description Answers 200 while the process runs, without touching the database: for a liveness probe.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers
         * @description Answers 200 when the database answers, else 503: for a readiness probe or a load balancer's health check.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/title": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Projects
         * @description The projects (titles) of your workspace, 30 a page by default (`limit` up to 100). Filter with `filter[n][field|type|value]` on the documented fields and order with `order-by[n][field|direction]`; ties break by id so paging is stable.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a Project
         * @description A new project in your workspace (`name` and `account.id` required). The `identifier` defaults to a slug of the name, unique in the workspace. Answers 201 with `Location`; send `Idempotency-Key` to make a retry safe.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/title/{project_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Project
         * @description One project of your workspace with its vendor settings, its published link and the counts of its docs. An id outside your workspace is 404, exactly as an unknown one.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        /**
         * Delete a Project (permanent)
         * @description Deletes the project for good, with its docs, their pages and their export archives. Answers 204 with no body.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Update a Project
         * @description Change a project's updatable fields; vendor objects merge key by key. A read-only or unknown key is a 422 naming it. `If-Match` guards against lost updates (412 when stale).
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/v2/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Users
         * @description Users with a membership in your workspace
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a User
         * @description A new user, a member of your workspace
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a User
         * @description A user who has a membership in your workspace, with their roles and memberships. A user of other workspaces only is 404.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a User
         * @description Removes the user from your workspace; the user is deleted for good when no workspace is left
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a User
         * @description Change a user's profile or roles. A user shared with other workspaces can only have their roles changed here (403 otherwise). `If-Match` guards against lost updates.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v2/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Memberships
         * @description The memberships of your workspace
         */
        get: operations["listMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/membership/{membership_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Membership
         * @description One membership of your workspace: the user it belongs to and the roles they hold here.
         */
        get: operations["getMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's roles in your workspace
         * @description Replace the roles a user holds in your workspace, from the catalogue `admin`, `editor`, `viewer`. `If-Match` guards against lost updates.
         */
        patch: operations["updateMembership"];
        trace?: never;
    };
    "/v2/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user behind the token (none for client credentials: 403)
         * @description The user behind the token (none for client credentials: 403). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getSelf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/self/privilege": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The privileges of the user behind the token (none for client credentials: 403)
         * @description The privileges of the user behind the token (none for client credentials: 403). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getSelfPrivilege"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topiary/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload file(s) to a folder or an account
         * @description Streams one or more files (`file`, `files` or `files[]` parts) into a folder (`folder`), a workspace's root (`account`), or your root by default. Types are sniffed from the bytes; a type outside the allowlist is 415, a file over the size limit 413. A failed upload leaves no row and no bytes. Answers 201 with the created files.
         */
        post: operations["uploadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topiary/file/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file of the Media Library by its id
         * @description A file's metadata (name, sniffed type, size, sha256, image size) and its content link. Images are also at `/image/{id}`.
         */
        get: operations["getTopiaryFile"];
        put?: never;
        post?: never;
        /**
         * Delete a file (row and bytes), image or not
         * @description Deletes the file's row and its stored bytes (and an image's variants) for good. Answers 204.
         */
        delete: operations["deleteTopiaryFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topiary/file/{file_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file's bytes
         * @description The stored bytes with `ETag`, `Content-Length` and Range support (206, 416). `If-None-Match` answers 304. SVG comes with `Content-Security-Policy: sandbox` and as an attachment.
         */
        get: operations["getTopiaryFileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/{image_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an Image from the Media Library by its id
         * @description An image of the Media Library: the file resource with its width and height. A non-image file id is 404.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        /**
         * Delete an image (row and bytes)
         * @description Deletes the image's row, its bytes and its variants for good. Answers 204.
         */
        delete: operations["deleteImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/{image_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an image's bytes
         * @description An image's bytes, or with `variant=desktop|full` a copy at most 1280 or 2560 px wide (never upscaled; made on first request, then stored). ETag, Range and 304 as for file content.
         */
        get: operations["getImageContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topiary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's Topiary Folders
         * @description The folders of your workspace's Media Library, root included, with the list query grammar (filters, order, paging).
         */
        get: operations["listTopiaryFolders"];
        put?: never;
        /**
         * Create a Topiary Folder
         * @description A new folder under `parent` (a folder id of your workspace), or under the root. A foreign parent is a 422 `notFound` on `parent`.
         */
        post: operations["createTopiaryFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topiary/{topiary_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Topiary Folder
         * @description A folder with its parent, child folders, first 100 files and counts (files, folders, bytes).
         */
        get: operations["getTopiaryFolder"];
        put?: never;
        post?: never;
        /**
         * Delete an empty Topiary Folder
         * @description Deletes an empty folder. A folder that still holds files or folders, and the root folder, are 409.
         */
        delete: operations["deleteTopiaryFolder"];
        options?: never;
        head?: never;
        /**
         * Rename or move a Topiary Folder
         * @description Rename a folder or move it under another parent. A move into its own subtree is a 422. `If-Match` guards against lost updates.
         */
        patch: operations["updateTopiaryFolder"];
        trace?: never;
    };
    "/media/{file_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file's bytes by a signed link (no bearer)
         * @description The link a doc (`_embedded.screenshot._links`) or a page (`_embedded.media`) gives, valid one to two hours. An altered or expired link is a 403; read the doc or page again for a fresh one. The bearer form is `/image/{id}/content`.
         */
        get: operations["getSignedMediaContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the Doc categories
         * @description The catalogue of doc categories (the values a doc's `category` accepts), the same for every workspace.
         */
        get: operations["listDocCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Docs
         * @description The docs (editions) of your workspace's projects, with the list query grammar. Filter by `title` to get one project's docs.
         */
        get: operations["listDocs"];
        put?: never;
        /**
         * Create a Doc in a project
         * @description A new draft doc in a project of your workspace (`name` and `title.id` required). The identifier defaults to a slug of the name, unique in the project. Answers 201 with `Location`.
         */
        post: operations["createDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Doc
         * @description A doc with its options, its published and preview links, its screenshot, its page count and a link to its export jobs.
         */
        get: operations["getDoc"];
        put?: never;
        post?: never;
        /**
         * Delete a Doc and its pages (permanent)
         * @description Deletes the doc for good with its pages and export archives. Answers 204.
         */
        delete: operations["deleteDoc"];
        options?: never;
        head?: never;
        /**
         * Update a Doc (options merge key by key)
         * @description Change a doc's fields; `options` merge key by key and are validated. A read-only or unknown key is a 422 naming it. `If-Match` guards against lost updates.
         */
        patch: operations["updateDoc"];
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a Doc (again, if it is published)
         * @description Makes the doc readable at its published link and sets its publish date. Publishing a published doc publishes it again.
         */
        post: operations["publishDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpublish a Doc (back to draft; the dates stay)
         * @description Takes the doc back to draft: its published link stops serving it. The dates stay.
         */
        post: operations["unpublishDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}/preview/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a Doc's preview key
         * @description Gives the doc a new preview link; the old one stops at once.
         */
        post: operations["rotateDocPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a Doc with its pages (as /v3/magazine/edition/{id}/copy)
         * @description A new draft doc with copies of all its pages, in the same project or in `title.id` of your workspace. The copy gets a free identifier in its project. Answers 201 with `Location`.
         */
        post: operations["copyDocV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/magazine/edition/{edition_id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a Doc with its pages, into the same or another project of the workspace
         * @description A new draft doc with copies of all its pages, in the same project or in `title.id` of your workspace. The copy gets a free identifier in its project. Answers 201 with `Location`.
         */
        post: operations["copyDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Pages (without their content; by position unless ordered)
         * @description The pages of your workspace's docs, without their content, in position order unless ordered otherwise. Filter by `edition` to get one doc's pages.
         */
        get: operations["listPages"];
        put?: never;
        /**
         * Create a Page in a Doc (last, or at a position)
         * @description A new page in a doc, last or at `position` (the pages after it move down). Its content tree is validated; a bad node is a 422 naming its path.
         */
        post: operations["createPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/page/{page_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Page with its content tree
         * @description A page with its whole content tree (sections, headings, paragraphs, images, buttons, videos).
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        /**
         * Delete a Page (the pages after it move up)
         * @description Deletes a page for good; the pages after it move up so positions stay dense. Answers 204.
         */
        delete: operations["deletePage"];
        options?: never;
        head?: never;
        /**
         * Update or move a Page
         * @description Rename, hide, move (`position`: the others shift so positions stay dense) or replace the content of a page. `If-Match` guards against lost updates.
         */
        patch: operations["updatePage"];
        trace?: never;
    };
    "/v2/magazine/page/{page_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a Page's content tree with Immer patches
         * @description The patches are applied in order, as Immer applies them, all or nothing: with the page locked, the resulting tree is validated as a whole (as on create) and only then written. A path that does not exist is a 422 naming the patch (`patches.3.path`); a result that breaks the content rules is a 422 naming the content path (`content.children.0.level`), a tree over 1 MiB one naming `content`. At most 1,000 patches. An empty array changes nothing.
         */
        patch: operations["patchPageContent"];
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A doc's generated cover by a signed link (no bearer)
         * @description A 1200x630 PNG of the first visible page as the reader shows it (or a card with the doc and project names when there is no page to show), for a doc without a screenshot: the link is `_embedded.screenshot._links` of the doc, valid one to two hours. Drawn again when the page changes, at most once every 10 s per doc. Every variant is the same 1200x630 picture (variants are never enlarged). An altered or expired link is a 404.
         */
        get: operations["getGeneratedCover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/magazine/edition/{edition_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a Doc as a tar.gz web package (a job; Location names it)
         * @description Queues an export of the doc as a tar.gz web package that opens from disk: the plain doc, or with `{"token": id}` that token's personalized copy. Answers 202 with the job and its `Location`; poll the job (`Retry-After` says when), then download its archive. At most 3 exports per workspace queued or running (429 with `Retry-After` past that).
         */
        post: operations["exportDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs (exports)
         * @description The export jobs of your workspace, filterable by `edition`, `type`, `status` and `created_on`.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/job/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a job: its status, progress and, once done, its archive link
         * @description A job's status (`queued`, `running`, `succeeded`, `failed`), progress from 0 to 100 (saved at most once a second), and once succeeded its archive's size, sha256 and download link. While the job is queued or running, `Retry-After` says in how many seconds to read it again.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /**
         * Delete a job and its archive (a running job is cancelled)
         * @description Deletes the job and its archive; a running job is cancelled. Answers 204.
         */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/job/{job_id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an import job's per-row errors
         * @description Every per-row error of an import job (`{row, column, rule, message}`, rows counted from 1 after the header), in row order, a page at a time: the job's own `result.errors` lists only the first 200. Filterable by `row`, `column` and `rule`. An export job's list is empty.
         */
        get: operations["listJobErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/job/{job_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export's archive (tar.gz)
         * @description The archive of a succeeded export (`application/gzip`), named `{project}-{doc}.tar.gz`, with its sha256 as ETag and Range support. 404 before it succeeds or after it expires.
         */
        get: operations["downloadJobArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List personalization categories
         * @description List personalization categories. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listPersonalizationCategories"];
        put?: never;
        /**
         * Create a personalization category
         * @description Create a personalization category. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createPersonalizationCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/category/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a personalization category
         * @description Retrieve a personalization category. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getPersonalizationCategory"];
        put?: never;
        post?: never;
        /**
         * Delete a category with its options and the tokens' choices of them (permanent)
         * @description Delete a category with its options and the tokens' choices of them (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deletePersonalizationCategory"];
        options?: never;
        head?: never;
        /**
         * Update a personalization category
         * @description Update a personalization category. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updatePersonalizationCategory"];
        trace?: never;
    };
    "/personalization/option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the options of categories
         * @description List the options of categories. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listPersonalizationOptions"];
        put?: never;
        /**
         * Create an option of a category
         * @description Create an option of a category. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createPersonalizationOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/option/{option_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an option of a category
         * @description Retrieve an option of a category. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getPersonalizationOption"];
        put?: never;
        post?: never;
        /**
         * Delete an option and the tokens' choices of it (permanent)
         * @description Delete an option and the tokens' choices of it (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deletePersonalizationOption"];
        options?: never;
        head?: never;
        /**
         * Update an option of a category
         * @description Update an option of a category. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updatePersonalizationOption"];
        trace?: never;
    };
    "/personalization/property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List personalization properties
         * @description List personalization properties. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listPersonalizationProperties"];
        put?: never;
        /**
         * Create a personalization property
         * @description Create a personalization property. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createPersonalizationProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/property/{property_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a personalization property
         * @description Retrieve a personalization property. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getPersonalizationProperty"];
        put?: never;
        post?: never;
        /**
         * Delete a property and the tokens' values of it (permanent)
         * @description Delete a property and the tokens' values of it (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deletePersonalizationProperty"];
        options?: never;
        head?: never;
        /**
         * Update a personalization property
         * @description Update a personalization property. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updatePersonalizationProperty"];
        trace?: never;
    };
    "/personalization/value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List values (the answers of tokens)
         * @description List values (the answers of tokens). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listPersonalizationValues"];
        put?: never;
        /**
         * Create a value (one answer of one token)
         * @description Create a value (one answer of one token). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createPersonalizationValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/value/{value_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a value (one answer of one token)
         * @description Retrieve a value (one answer of one token). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getPersonalizationValue"];
        put?: never;
        post?: never;
        /**
         * Delete a value (permanent)
         * @description Delete a value (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deletePersonalizationValue"];
        options?: never;
        head?: never;
        /**
         * Update a value (one answer of one token)
         * @description Update a value (one answer of one token). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updatePersonalizationValue"];
        trace?: never;
    };
    "/personalization/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tokens (personalized docs); with `Accept: text/csv`, every token the filters select, for a mail merge
         * @description CSV columns: id, name, external_id, key, link (the personalized link, empty while the doc is unpublished), views, last_viewed_on, one per property key, one per category key (option keys, `|`-separated). A cell starting with = + - @ (or a tab or CR) gets a leading '. Paging does not apply to the CSV. See docs/personalization.md, "Campaigns".
         */
        get: operations["listPersonalizationTokens"];
        put?: never;
        /**
         * Create a token (one personalized doc)
         * @description Create a token (one personalized doc). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createPersonalizationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/token/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import tokens from a CRM list (CSV or JSON): up to 1,000 rows at once (201), more as a job (202)
         * @description Columns: `name` (required), `external_id`, `expires_on`, one per property key and one per category key (option keys, `|`-separated). A row whose external_id already has a token on the doc updates it. See docs/personalization.md, "Campaigns".
         */
        post: operations["importPersonalizationTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalization/token/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a token (one personalized doc)
         * @description Retrieve a token (one personalized doc). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getPersonalizationToken"];
        put?: never;
        post?: never;
        /**
         * Delete a token and its values (permanent); its link reads the plain doc
         * @description Delete a token and its values (permanent); its link reads the plain doc. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deletePersonalizationToken"];
        options?: never;
        head?: never;
        /**
         * Update a token (one personalized doc)
         * @description Update a token (one personalized doc). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updatePersonalizationToken"];
        trace?: never;
    };
    "/personalization/token/{token_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a token a new key: its old link reads the plain doc from now on
         * @description Give a token a new key: its old link reads the plain doc from now on. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["rotatePersonalizationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send reader events
         * @description One event, or `{"events": [...]}` with at most 20, as `application/json` or `text/plain`. 202 once accepted or deliberately dropped (a bot, `DNT: 1`, `Sec-GPC: 1`, an unpublished doc).
         */
        post: operations["sendAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analytics report: metrics by up to three dimensions, over a period, filtered
         * @description Metrics: visitors, visits, pageviews, views_per_visit, visit_duration, bounce_rate, exit_rate, time_on_page, scroll_depth, completion_rate, clicks, returning_rate; events (clicks and custom events, alone). Dimensions: time, project, doc, page, page_position, token, country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign, entry_page, exit_page (visit metrics only); event_name and click_target (with events). `compare` adds `{metric}_previous` and `{metric}_change` to the totals and rows. An unknown parameter, metric or dimension is a 400 naming it. `Accept: text/csv` answers CSV.
         */
        get: operations["getAnalyticsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/doc/{edition_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A doc's report: totals, a daily series and its pages
         * @description A doc's report: totals, a daily series and its pages. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getDocAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/project/{project_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's report: totals, a daily series and its docs
         * @description A project's report: totals, a daily series and its docs. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getProjectAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/token/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A personalized doc's report: totals, a daily series and its pages
         * @description A personalized doc's report: totals, a daily series and its pages. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getTokenAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A doc's funnel, or a funnel of goals: the visits that reached each step, in order, with the drop-off
         * @description A doc's funnel, or a funnel of goals: the visits that reached each step, in order, with the drop-off. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getAnalyticsFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reading now: visitors in the last 5 minutes, pageviews per minute for 30, the pages being read
         * @description Reading now: visitors in the last 5 minutes, pageviews per minute for 30, the pages being read. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getAnalyticsRealtime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's dashboard shares
         * @description The workspace's dashboard shares. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listAnalyticsShares"];
        put?: never;
        /**
         * Share a doc's, project's or personalized doc's dashboard: a signed link that needs no bearer
         * @description Share a doc's, project's or personalized doc's dashboard: a signed link that needs no bearer. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createAnalyticsShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/share/{share_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dashboard share
         * @description A dashboard share. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getAnalyticsShare"];
        put?: never;
        post?: never;
        /**
         * Revoke a dashboard share: its link stops at once
         * @description Revoke a dashboard share: its link stops at once. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteAnalyticsShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/goal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's analytics goals
         * @description The workspace's analytics goals. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listAnalyticsGoals"];
        put?: never;
        /**
         * Create an analytics goal: a page reached, a click, a custom event or a doc read to its end
         * @description Create an analytics goal: a page reached, a click, a custom event or a doc read to its end. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createAnalyticsGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/goal/{goal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An analytics goal
         * @description An analytics goal. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getAnalyticsGoal"];
        put?: never;
        post?: never;
        /**
         * Delete an analytics goal (permanent)
         * @description Delete an analytics goal (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteAnalyticsGoal"];
        options?: never;
        head?: never;
        /**
         * Update an analytics goal
         * @description Update an analytics goal. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updateAnalyticsGoal"];
        trace?: never;
    };
    "/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description List webhooks. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook; the answer shows its secret, once
         * @description Create a webhook; the answer shows its secret, once. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook (its secret is not shown)
         * @description Retrieve a webhook (its secret is not shown). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its delivery log (permanent)
         * @description Delete a webhook and its delivery log (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook (is_enabled: true clears a disable)
         * @description Update a webhook (is_enabled: true clears a disable). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhook/{webhook_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a webhook a new secret, shown in this answer once
         * @description Give a webhook a new secret, shown in this answer once. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/{webhook_id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's deliveries, newest first
         * @description A webhook's deliveries, newest first. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/{webhook_id}/delivery/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a delivery of a webhook
         * @description Retrieve a delivery of a webhook. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/{webhook_id}/delivery/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now (in its order)
         * @description Attempt a delivery again now (in its order). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/{webhook_id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.ping to this webhook
         * @description Send a webhook.ping to this webhook. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        TokenRequest: {
            /**
             * @example client_credentials
             * @enum {string}
             */
            grant_type: "client_credentials";
            /** @description May come as HTTP Basic instead */
            client_id: string;
            /** @description May come as HTTP Basic instead */
            client_secret: string;
        };
        TokenResponse: {
            access_token: string;
            /** @example 3600 */
            expires_in: number;
            /** @example Bearer */
            token_type: string;
            /** @example null */
            scope: string | null;
        };
        HalLinkDto: {
            /** Format: uri */
            href: string;
        };
        CollectionLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description absent on an empty collection */
            first?: components["schemas"]["HalLinkDto"];
            /** @description absent on an empty collection */
            last?: components["schemas"]["HalLinkDto"];
            prev?: components["schemas"]["HalLinkDto"];
            next?: components["schemas"]["HalLinkDto"];
        };
        SelfLinksDto: {
            self: components["schemas"]["HalLinkDto"];
        };
        RelatedListDto: {
            _links: components["schemas"]["SelfLinksDto"];
        };
        ResourceStubDto: {
            id: number;
            _links: components["schemas"]["SelfLinksDto"];
        };
        WorkspaceEmbeddedDto: {
            /** @description the workspace's projects: /v2/magazine/title filtered by account */
            titles: components["schemas"]["RelatedListDto"];
            /** @description the workspace's users: /v2/user filtered by account */
            users: components["schemas"]["RelatedListDto"];
            /** @description the Media Library's root folder, /topiary/{id} */
            root_folder: {
                id: number;
                _links: components["schemas"]["SelfLinksDto"];
            } | null;
        };
        WorkspaceLinksDto: {
            self: components["schemas"]["HalLinkDto"];
        };
        WorkspaceComputedDto: {
            titles_count: number;
            editions_count: number;
            /** @description members of the workspace */
            users_count: number;
            files_count: number;
            /** @description the sum of the workspace's stored file sizes, in bytes */
            storage_bytes: number;
        };
        WorkspaceResource: {
            name: string;
            /** @description a slug, unique across the platform */
            identifier: string;
            /** @enum {string} */
            status: "active" | "suspended";
            is_trial: boolean;
            industry: string | null;
            is_company: boolean;
            /** @description a JSON object of at most 16 KiB */
            meta: {
                [key: string]: unknown;
            };
            id: number;
            /** Format: date-time */
            created_on: string;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            /** @description the platform's agency relations; always {} here */
            clients: Record<string, never>;
            /** @description the platform's agency relations; always {} here */
            partners: Record<string, never>;
            /** @description ISO 3166-1 alpha-2 */
            billing_country: string | null;
            _embedded: components["schemas"]["WorkspaceEmbeddedDto"];
            _links: components["schemas"]["WorkspaceLinksDto"];
            _computed: components["schemas"]["WorkspaceComputedDto"];
        };
        WorkspaceListEmbeddedDto: {
            account: components["schemas"]["WorkspaceResource"][];
        };
        WorkspaceCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["WorkspaceListEmbeddedDto"];
        };
        UpdateWorkspaceDto: {
            name?: string;
            /** @description a slug, unique across the platform */
            identifier?: string;
            industry?: string | null;
            is_company?: boolean;
            /**
             * @description ISO 3166-1 alpha-2, upper case
             * @example DE
             */
            billing_country?: string | null;
            /** @description merged key by key into the current meta; a key set to null is removed. At most 16384 bytes of JSON */
            meta?: {
                [key: string]: unknown;
            };
        };
        VendorACodeResource: {
            munchkin_id: string;
            is_enabled: boolean;
        };
        VendorBCodeResource: {
            hub_id: string;
            hublet: string;
            is_enabled: boolean;
        };
        VendorCCodeResource: {
            piCid: string;
            piAid: string;
        };
        VendorDCodeResource: {
            site_id: string;
            custom_tracker_subdomain: string;
        };
        VendorEConfigResource: {
            has_enabled: boolean;
            has_events_enabled: boolean;
            has_views_enabled: boolean;
            measurement_id: string;
        };
        TitleEmbeddedDto: {
            account: components["schemas"]["ResourceStubDto"];
            editions: components["schemas"]["RelatedListDto"];
        };
        TitleLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description https://{hostname}, else PUBLISH_URL/{identifier} */
            published: components["schemas"]["HalLinkDto"];
            /** @description the project's analytics report */
            analytics: components["schemas"]["HalLinkDto"];
        };
        TitleComputedDto: {
            /** @example rgba(0,0,0,0) */
            background_color: string;
            editions_count: number;
            editions_published_count: number;
        };
        TitleResource: {
            id: number;
            name: string;
            identifier: string;
            /** Format: hostname */
            hostname: string | null;
            /** @example UA-123456-1 */
            ua_code: string | null;
            vendorA_code: components["schemas"]["VendorACodeResource"];
            vendorB_code: components["schemas"]["VendorBCodeResource"];
            vendorC_code: components["schemas"]["VendorCCodeResource"];
            vendorD_code: components["schemas"]["VendorDCodeResource"];
            vendorE_config: components["schemas"]["VendorEConfigResource"];
            /** @enum {string|null} */
            security_profile: "medium_2019" | "high_2019" | null;
            website: string | null;
            license: number;
            has_secure_socket_layer: boolean;
            /** Format: date-time */
            affected_on: string;
            options: unknown[][];
            certificate: string | null;
            certificate_chain: string | null;
            certificate_key: string | null;
            automated_certificate: boolean;
            /** Format: date-time */
            created_on: string;
            /** Format: date-time */
            modified_on: string;
            /** Format: uri */
            logo: string | null;
            /** Format: uri */
            icon: string | null;
            /** Format: uri */
            splash: string | null;
            rules: {
                [key: string]: unknown;
            };
            _embedded: components["schemas"]["TitleEmbeddedDto"];
            _links: components["schemas"]["TitleLinksDto"];
            _computed: components["schemas"]["TitleComputedDto"];
        };
        TitleListEmbeddedDto: {
            title: components["schemas"]["TitleResource"][];
        };
        TitleCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["TitleListEmbeddedDto"];
        };
        VendorEConfigDto: {
            has_enabled?: boolean;
            has_events_enabled?: boolean;
            has_views_enabled?: boolean;
            measurement_id?: string;
        };
        VendorCCodeDto: {
            piCid?: string;
            piAid?: string;
        };
        VendorDCodeDto: {
            site_id?: string;
            custom_tracker_subdomain?: string;
            /** @description stored as site_id */
            piCid?: string;
            /** @description stored as custom_tracker_subdomain */
            piAid?: string;
        };
        VendorBCodeDto: {
            hub_id?: string;
            hublet?: string;
            is_enabled?: boolean;
        };
        AccountRefDto: {
            /** @description the target workspace */
            id: number;
        };
        CreateTitleDto: {
            /** @description a slug, unique within the workspace */
            identifier?: string;
            has_secure_socket_layer?: boolean;
            /** @example UA-123456-1 */
            ua_code?: string | null;
            /** @enum {string|null} */
            security_profile?: "medium_2019" | "high_2019" | null;
            /** Format: uri */
            website?: string | null;
            vendorE_config?: components["schemas"]["VendorEConfigDto"];
            vendorC_code?: components["schemas"]["VendorCCodeDto"];
            vendorD_code?: components["schemas"]["VendorDCodeDto"];
            vendorB_code?: components["schemas"]["VendorBCodeDto"];
            name: string;
            account: components["schemas"]["AccountRefDto"];
        };
        UpdateTitleDto: {
            name?: string;
            /** @description a slug, unique within the workspace */
            identifier?: string;
            has_secure_socket_layer?: boolean;
            /** @example UA-123456-1 */
            ua_code?: string | null;
            /** @enum {string|null} */
            security_profile?: "medium_2019" | "high_2019" | null;
            /** Format: uri */
            website?: string | null;
            vendorE_config?: components["schemas"]["VendorEConfigDto"];
            vendorC_code?: components["schemas"]["VendorCCodeDto"];
            vendorD_code?: components["schemas"]["VendorDCodeDto"];
            vendorB_code?: components["schemas"]["VendorBCodeDto"];
        };
        UserOptionsDto: {
            /** @description nested option groups whose leaves are true */
            tour: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        RoleResource: {
            /** @enum {string} */
            name: "admin" | "editor" | "viewer";
            description: string;
            /** @description whether the role takes a licensed seat */
            is_license: boolean;
            /** @description higher outranks lower */
            priority: number;
            /**
             * @example [
             *       "title:read"
             *     ]
             */
            grants: string[];
            /** @description the workspace the role is held in */
            account: components["schemas"]["ResourceStubDto"];
        };
        UserEmbeddedDto: {
            memberships: components["schemas"]["RelatedListDto"];
            /** @description the roles held in your workspace */
            roles: components["schemas"]["RoleResource"][];
            /** @description your workspace, through which the user is in scope */
            account: components["schemas"]["ResourceStubDto"];
        };
        UserComputedDto: {
            /** @description the lower-cased email */
            email: string;
            has_password: boolean;
            /** @description the number of workspaces the user belongs to */
            num_accounts: number;
        };
        UserResource: {
            id: number;
            first_name: string;
            last_name: string;
            /** Format: idn-email */
            email: string;
            phone: string | null;
            /** Format: date-time */
            activated_on: string;
            /** Format: date-time */
            verified_on: string | null;
            /** Format: date-time */
            activity_on: string | null;
            /** @example active */
            status: string;
            options: components["schemas"]["UserOptionsDto"];
            /** Format: date-time */
            created_on: string;
            /** Format: date-time */
            modified_on: string | null;
            country: string | null;
            _embedded: components["schemas"]["UserEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
            _computed: components["schemas"]["UserComputedDto"];
        };
        UserListEmbeddedDto: {
            user: components["schemas"]["UserResource"][];
        };
        UserCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["UserListEmbeddedDto"];
        };
        CreateUserDto: {
            first_name: string;
            last_name: string;
            /**
             * Format: idn-email
             * @description unique across the platform; its local part may hold non-ASCII letters (RFC 6531)
             */
            email: string;
            /** @description an empty phone is stored as null */
            phone: string;
            /**
             * @description the workspace (account) id, as a string; must be in your scope
             * @example 12
             */
            account: string;
            /** @description option paths to turn on, e.g. ["tour.dashboard.content"] */
            options?: string[] | null;
            /** @description role names from the catalogue; the default is ["viewer"] */
            roles?: ("admin" | "editor" | "viewer")[] | null;
        };
        UpdateUserDto: {
            first_name?: string;
            last_name?: string;
            /**
             * Format: idn-email
             * @description unique across the platform; its local part may hold non-ASCII letters (RFC 6531)
             */
            email?: string;
            /** @description an empty phone is stored as null */
            phone?: string;
            /**
             * @description must be your own workspace
             * @example 12
             */
            account?: string;
            /** @description option paths to turn on, e.g. ["tour.dashboard.content"] */
            options?: string[] | null;
            /** @description role names from the catalogue; the default is ["viewer"] */
            roles?: ("admin" | "editor" | "viewer")[] | null;
        };
        MembershipEmbeddedDto: {
            user: components["schemas"]["ResourceStubDto"];
            account: components["schemas"]["ResourceStubDto"];
        };
        MembershipLinksDto: {
            self: components["schemas"]["HalLinkDto"];
        };
        MembershipResource: {
            id: number;
            /** @description the user's roles in this workspace */
            roles: ("admin" | "editor" | "viewer")[];
            /** Format: date-time */
            created_on: string;
            /**
             * Format: date-time
             * @description null until the roles first change
             */
            modified_on: string | null;
            _embedded: components["schemas"]["MembershipEmbeddedDto"];
            _links: components["schemas"]["MembershipLinksDto"];
        };
        MembershipListEmbeddedDto: {
            membership: components["schemas"]["MembershipResource"][];
        };
        MembershipCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["MembershipListEmbeddedDto"];
        };
        UpdateMembershipDto: {
            /** @description role names from the catalogue; the default is ["viewer"] */
            roles?: ("admin" | "editor" | "viewer")[] | null;
        };
        FileEmbeddedDto: {
            account: components["schemas"]["ResourceStubDto"];
            folder: components["schemas"]["ResourceStubDto"];
        };
        FileLinksDto: {
            /** @description /image/{id} for images, else /topiary/file/{id} */
            self: components["schemas"]["HalLinkDto"];
            /** @description the bytes, with ETag, Content-Length and Range support */
            content: components["schemas"]["HalLinkDto"];
        };
        FileResource: {
            id: number;
            /** @description the client's file name, reduced to a base name */
            name: string;
            /** @description a safe ASCII file name with the extension of the sniffed type; never a path */
            filename: string;
            /**
             * @description sniffed from the bytes
             * @example image/png
             */
            mime_type: string;
            /** @description bytes */
            size: number;
            /** @description sha256 of the bytes, hex */
            checksum: string;
            /** @enum {string} */
            kind: "image" | "file";
            /** @description images only */
            width: number | null;
            /** @description images only */
            height: number | null;
            /** @description the folder id */
            folder: number;
            /** @description the workspace id */
            account: number;
            /** Format: date-time */
            created_on: string;
            /** Format: date-time */
            modified_on: string;
            _embedded: components["schemas"]["FileEmbeddedDto"];
            _links: components["schemas"]["FileLinksDto"];
        };
        FileListEmbeddedDto: {
            file: components["schemas"]["FileResource"][];
        };
        FileCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["FileListEmbeddedDto"];
        };
        FolderEmbeddedDto: {
            account: components["schemas"]["ResourceStubDto"];
            /** @description null for the root folder */
            parent: {
                id: number;
                _links: components["schemas"]["SelfLinksDto"];
            } | null;
            /** @description the child folders */
            folders: components["schemas"]["ResourceStubDto"][];
            /** @description the first 100 files, by id */
            files: components["schemas"]["FileResource"][];
        };
        FolderLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description null for the root folder */
            parent: {
                /** Format: uri */
                href: string;
            } | null;
        };
        FolderComputedDto: {
            /** @description files directly in this folder */
            files_count: number;
            /** @description child folders */
            folders_count: number;
            /** @description bytes of the files directly in this folder */
            size_bytes: number;
        };
        FolderResource: {
            id: number;
            name: string;
            /** @description null for the root folder */
            parent: number | null;
            /** @description the workspace id */
            account: number;
            /** Format: date-time */
            created_on: string;
            /** Format: date-time */
            modified_on: string;
            _embedded: components["schemas"]["FolderEmbeddedDto"];
            _links: components["schemas"]["FolderLinksDto"];
            _computed: components["schemas"]["FolderComputedDto"];
        };
        FolderListEmbeddedDto: {
            folder: components["schemas"]["FolderResource"][];
        };
        FolderCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["FolderListEmbeddedDto"];
        };
        CreateFolderDto: {
            name: string;
            /** @description the parent folder's id; default the workspace's root folder */
            parent?: number;
        };
        UpdateFolderDto: {
            name?: string;
            /** @description the new parent folder; not the folder itself or one below it */
            parent?: number;
        };
        CategoryResource: {
            /** @enum {string} */
            key: "annual_report" | "branded_content" | "brochure" | "case_study" | "customer_magazine" | "ebook" | "event_magazine" | "manual" | "member_magazine" | "newsletter" | "pitch_deck" | "presentation" | "proposal" | "product_catalog" | "report" | "staff_magazine" | "whitepaper" | "other";
            /** @example Branded content */
            name: string;
        };
        CategoryListEmbeddedDto: {
            category: components["schemas"]["CategoryResource"][];
        };
        CategoryCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["CategoryListEmbeddedDto"];
        };
        CookieCheckMessageResource: {
            title: string | null;
            description: string | null;
        };
        AuthenticationParamsResource: {
            /** @description method password */
            username?: string;
            /**
             * @description always null: a password is never echoed
             * @enum {string|null}
             */
            password?: null;
            /** @description method password: whether a password is stored */
            has_password?: boolean;
            /** @description method whitelist: the e-mail addresses allowed */
            whitelist?: string[];
        };
        EditionOptionsResource: {
            /** @example en_gb */
            locale: string;
            help: string | null;
            has_cookie_check: boolean;
            cookie_check_message: components["schemas"]["CookieCheckMessageResource"];
            has_editions_hidden: boolean;
            has_personalization: boolean;
            offline_mode: boolean;
            has_nofollow: boolean;
            has_disabled_navigation: boolean;
            has_page_menu_button: boolean;
            has_custom_url: boolean;
            has_page_numbers: boolean;
            floating_hamburger: boolean;
            authentication: {
                /** @enum {string} */
                method: "password" | "whitelist";
                params: components["schemas"]["AuthenticationParamsResource"];
            } | null;
            has_favorites: boolean;
            has_search: boolean;
            has_header: boolean;
            has_cobranding: boolean;
            header_code: string | null;
            utm_code: string | null;
            share: ("facebook" | "linkedin" | "twitter" | "whatsapp" | "xing" | "mail")[];
            anonymize_ip: boolean;
            disable_cdn: boolean;
        };
        CommentsDto: Record<string, never>;
        ImageVariantLinksDto: {
            /** @description /image/{id}/content?variant=original */
            original: components["schemas"]["HalLinkDto"];
            /** @description at most 1280 px wide */
            desktop: components["schemas"]["HalLinkDto"];
            /** @description at most 2560 px wide */
            full: components["schemas"]["HalLinkDto"];
        };
        ScreenshotStubDto: {
            /** @description the screenshot's image id; null for a generated cover */
            id: number | null;
            /**
             * @description present, and true, when the doc has no screenshot and this is the cover the service draws of its first page
             * @enum {boolean}
             */
            generated?: true;
            _links: components["schemas"]["ImageVariantLinksDto"];
        };
        EditionEmbeddedDto: {
            title: components["schemas"]["ResourceStubDto"];
            pages: components["schemas"]["RelatedListDto"];
            /** @description the doc's export jobs */
            jobs: components["schemas"]["RelatedListDto"];
            /** @description the screenshot, or, when none is set, the cover generated from the first visible page */
            screenshot: components["schemas"]["ScreenshotStubDto"];
        };
        EditionLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description PUBLISH_URL/preview/{uid} */
            preview: components["schemas"]["HalLinkDto"];
            /** @description only while published */
            published?: components["schemas"]["HalLinkDto"];
            /** @description the doc's analytics report */
            analytics: components["schemas"]["HalLinkDto"];
        };
        EditionComputedDto: {
            pages_count: number;
            /** @description always 0: this service has no editor comments */
            num_unresolved_comments: number;
        };
        EditionResource: {
            name: string;
            identifier: string;
            uid: string;
            /** Format: date-time */
            published_on: string | null;
            /** Format: date-time */
            affected_on: string;
            /** Format: date-time */
            first_published_on: string | null;
            /** @enum {string} */
            status: "draft" | "published";
            is_visible: boolean;
            has_header: boolean | null;
            options: components["schemas"]["EditionOptionsResource"];
            /** @enum {string} */
            level: "T2";
            /** @enum {string} */
            category: "annual_report" | "branded_content" | "brochure" | "case_study" | "customer_magazine" | "ebook" | "event_magazine" | "manual" | "member_magazine" | "newsletter" | "pitch_deck" | "presentation" | "proposal" | "product_catalog" | "report" | "staff_magazine" | "whitepaper" | "other";
            is_starred: boolean | null;
            /**
             * @description `local` or `s3:{region}:{bucket}`
             * @example local
             */
            screenshot_store: string;
            is_default: boolean;
            id: number;
            /** Format: date-time */
            created_on: string;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            /** @description always {} */
            comments: components["schemas"]["CommentsDto"];
            _embedded: components["schemas"]["EditionEmbeddedDto"];
            _links: components["schemas"]["EditionLinksDto"];
            _computed: components["schemas"]["EditionComputedDto"];
        };
        EditionListEmbeddedDto: {
            edition: components["schemas"]["EditionResource"][];
        };
        EditionCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["EditionListEmbeddedDto"];
        };
        PasswordParamsDto: {
            /** @description required with a new password; kept when omitted */
            username?: string;
            /** @description stored as a hash, never echoed; null keeps the stored one */
            password?: string | null;
            /** @description read-only; accepted (and ignored) so a read options object can be sent back */
            has_password?: boolean;
        };
        PasswordAuthenticationDoc: {
            /** @enum {string} */
            method: "password";
            params: components["schemas"]["PasswordParamsDto"];
        };
        WhitelistParamsDto: {
            /** @description e-mail addresses allowed to read the doc */
            whitelist: string[];
        };
        WhitelistAuthenticationDoc: {
            /** @enum {string} */
            method: "whitelist";
            params: components["schemas"]["WhitelistParamsDto"];
        };
        CookieCheckMessageDto: {
            title?: string | null;
            description?: string | null;
        };
        EditionOptionsDto: {
            /**
             * @description a locale such as en_gb or nl_nl
             * @example en_gb
             */
            locale?: string;
            help?: string | null;
            has_cookie_check?: boolean;
            cookie_check_message?: components["schemas"]["CookieCheckMessageDto"];
            has_editions_hidden?: boolean;
            has_personalization?: boolean;
            offline_mode?: boolean;
            has_nofollow?: boolean;
            has_disabled_navigation?: boolean;
            has_page_menu_button?: boolean;
            has_custom_url?: boolean;
            has_page_numbers?: boolean;
            floating_hamburger?: boolean;
            /** @description may be null: null removes the protection; a password is required unless one is stored (then null keeps it) */
            authentication?: components["schemas"]["PasswordAuthenticationDoc"] | components["schemas"]["WhitelistAuthenticationDoc"];
            has_favorites?: boolean;
            has_search?: boolean;
            has_header?: boolean;
            has_cobranding?: boolean;
            header_code?: string | null;
            utm_code?: string | null;
            share?: ("facebook" | "linkedin" | "twitter" | "whatsapp" | "xing" | "mail")[];
            anonymize_ip?: boolean;
            disable_cdn?: boolean;
        };
        TitleRefDto: {
            /**
             * @description a project of your workspace
             * @example 1
             */
            id: number;
        };
        CreateEditionDto: {
            /** @description a slug, unique within the project */
            identifier?: string;
            /** @enum {string} */
            category?: "annual_report" | "branded_content" | "brochure" | "case_study" | "customer_magazine" | "ebook" | "event_magazine" | "manual" | "member_magazine" | "newsletter" | "pitch_deck" | "presentation" | "proposal" | "product_catalog" | "report" | "staff_magazine" | "whitepaper" | "other";
            /** @description merged key by key into the stored options */
            options?: components["schemas"]["EditionOptionsDto"];
            is_visible?: boolean;
            /** @description at most one default doc per project: setting it clears the others */
            is_default?: boolean;
            has_header?: boolean | null;
            is_starred?: boolean | null;
            /** @description an image id of the workspace; null removes it */
            screenshot?: number | null;
            /** @example Spring issue */
            name: string;
            /** @description the project; the bare id is accepted too */
            title: components["schemas"]["TitleRefDto"];
        };
        UpdateEditionDto: {
            name?: string;
            /** @description a slug, unique within the project */
            identifier?: string;
            /** @enum {string} */
            category?: "annual_report" | "branded_content" | "brochure" | "case_study" | "customer_magazine" | "ebook" | "event_magazine" | "manual" | "member_magazine" | "newsletter" | "pitch_deck" | "presentation" | "proposal" | "product_catalog" | "report" | "staff_magazine" | "whitepaper" | "other";
            /** @description merged key by key into the stored options */
            options?: components["schemas"]["EditionOptionsDto"];
            is_visible?: boolean;
            /** @description at most one default doc per project: setting it clears the others */
            is_default?: boolean;
            has_header?: boolean | null;
            is_starred?: boolean | null;
            /** @description an image id of the workspace; null removes it */
            screenshot?: number | null;
        };
        CopyEditionDto: {
            /** @description default "Copy of {name}" */
            name?: string;
            /** @description default the same project; the bare id is accepted too */
            title?: components["schemas"]["TitleRefDto"];
        };
        PageMediaLinksDto: {
            /** @description the stored file, signed (/media/{id}/content?variant=original&expires&signature) */
            original: components["schemas"]["HalLinkDto"];
            /** @description images only: at most 1280 px wide */
            desktop?: components["schemas"]["HalLinkDto"];
            /** @description images only: at most 2560 px wide */
            full?: components["schemas"]["HalLinkDto"];
        };
        PageMediaResource: {
            /** @description the id the content names (`image` or `file`) */
            id: number;
            /** @enum {string} */
            kind: "image" | "video";
            /** @description signed links, valid one to two hours (docs/media-urls.md) */
            _links: components["schemas"]["PageMediaLinksDto"];
        };
        PageEmbeddedDto: {
            edition: components["schemas"]["ResourceStubDto"];
            /** @description with `content` only: each file it references, once, in document order */
            media?: components["schemas"]["PageMediaResource"][];
        };
        PageResource: {
            id: number;
            name: string;
            identifier: string;
            position: number;
            is_visible: boolean;
            /**
             * @description The content tree: {"type": "page", "children": [...]}, nodes `section {children}`, `heading {level 1-6, text}`, `paragraph {text}`, `image {image: image id, alt}`, `button {text, href}`, `video {file: mp4/webm file id}`; at most 1 MiB. Left out of collections
             * @example {
             *       "type": "page",
             *       "children": [
             *         {
             *           "type": "heading",
             *           "level": 1,
             *           "text": "Welcome"
             *         },
             *         {
             *           "type": "paragraph",
             *           "text": "Our spring issue."
             *         }
             *       ]
             *     }
             */
            content?: {
                /** @enum {string} */
                type?: "page";
                /** @description who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep */
                visible_if?: {
                    category: string;
                    options: string[];
                } | {
                    /** @enum {string} */
                    context: "country" | "device" | "language" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";
                    in: string[];
                } | {
                    all: Record<string, never>[];
                } | {
                    any: Record<string, never>[];
                };
                children?: ({
                    /** @enum {string} */
                    type: "section";
                    /** @description who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep */
                    visible_if?: {
                        category: string;
                        options: string[];
                    } | {
                        /** @enum {string} */
                        context: "country" | "device" | "language" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";
                        in: string[];
                    } | {
                        all: Record<string, never>[];
                    } | {
                        any: Record<string, never>[];
                    };
                    children: {
                        [key: string]: unknown;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "heading";
                    level: number;
                    /** @description the heading; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "paragraph";
                    /** @description plain text; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    image: number | string;
                    alt: string;
                } | {
                    /** @enum {string} */
                    type: "button";
                    /** @description the label; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                    /** @description an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent; may hold placeholders of `url` properties */
                    href: string;
                } | {
                    /** @enum {string} */
                    type: "video";
                    /** @description an mp4 or webm file id of the workspace */
                    file: number;
                })[];
            };
            /** Format: date-time */
            created_on: string;
            /** Format: date-time */
            modified_on: string;
            _embedded: components["schemas"]["PageEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
        };
        PageListEmbeddedDto: {
            page: components["schemas"]["PageResource"][];
        };
        PageCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["PageListEmbeddedDto"];
        };
        EditionRefDto: {
            /**
             * @description a doc of your workspace
             * @example 1
             */
            id: number;
        };
        CreatePageDto: {
            /** @description a slug, unique within the doc */
            identifier?: string;
            /** @description 0-based; the other pages shift so positions stay 0..n-1 */
            position?: number;
            is_visible?: boolean;
            /**
             * @description The content tree: {"type": "page", "children": [...]}, nodes `section {children}`, `heading {level 1-6, text}`, `paragraph {text}`, `image {image: image id, alt}`, `button {text, href}`, `video {file: mp4/webm file id}`; at most 1 MiB
             * @example {
             *       "type": "page",
             *       "children": [
             *         {
             *           "type": "heading",
             *           "level": 1,
             *           "text": "Welcome"
             *         },
             *         {
             *           "type": "paragraph",
             *           "text": "Our spring issue."
             *         }
             *       ]
             *     }
             */
            content?: {
                /** @enum {string} */
                type?: "page";
                /** @description who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep */
                visible_if?: {
                    category: string;
                    options: string[];
                } | {
                    /** @enum {string} */
                    context: "country" | "device" | "language" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";
                    in: string[];
                } | {
                    all: Record<string, never>[];
                } | {
                    any: Record<string, never>[];
                };
                children?: ({
                    /** @enum {string} */
                    type: "section";
                    /** @description who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep */
                    visible_if?: {
                        category: string;
                        options: string[];
                    } | {
                        /** @enum {string} */
                        context: "country" | "device" | "language" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";
                        in: string[];
                    } | {
                        all: Record<string, never>[];
                    } | {
                        any: Record<string, never>[];
                    };
                    children: {
                        [key: string]: unknown;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "heading";
                    level: number;
                    /** @description the heading; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "paragraph";
                    /** @description plain text; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    image: number | string;
                    alt: string;
                } | {
                    /** @enum {string} */
                    type: "button";
                    /** @description the label; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                    /** @description an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent; may hold placeholders of `url` properties */
                    href: string;
                } | {
                    /** @enum {string} */
                    type: "video";
                    /** @description an mp4 or webm file id of the workspace */
                    file: number;
                })[];
            };
            /** @example Cover */
            name: string;
            /** @description the doc; the bare id is accepted too */
            edition: components["schemas"]["EditionRefDto"];
        };
        UpdatePageDto: {
            name?: string;
            /** @description a slug, unique within the doc */
            identifier?: string;
            /** @description 0-based; the other pages shift so positions stay 0..n-1 */
            position?: number;
            is_visible?: boolean;
            /**
             * @description The content tree: {"type": "page", "children": [...]}, nodes `section {children}`, `heading {level 1-6, text}`, `paragraph {text}`, `image {image: image id, alt}`, `button {text, href}`, `video {file: mp4/webm file id}`; at most 1 MiB
             * @example {
             *       "type": "page",
             *       "children": [
             *         {
             *           "type": "heading",
             *           "level": 1,
             *           "text": "Welcome"
             *         },
             *         {
             *           "type": "paragraph",
             *           "text": "Our spring issue."
             *         }
             *       ]
             *     }
             */
            content?: {
                /** @enum {string} */
                type?: "page";
                /** @description who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep */
                visible_if?: {
                    category: string;
                    options: string[];
                } | {
                    /** @enum {string} */
                    context: "country" | "device" | "language" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";
                    in: string[];
                } | {
                    all: Record<string, never>[];
                } | {
                    any: Record<string, never>[];
                };
                children?: ({
                    /** @enum {string} */
                    type: "section";
                    /** @description who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep */
                    visible_if?: {
                        category: string;
                        options: string[];
                    } | {
                        /** @enum {string} */
                        context: "country" | "device" | "language" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";
                        in: string[];
                    } | {
                        all: Record<string, never>[];
                    } | {
                        any: Record<string, never>[];
                    };
                    children: {
                        [key: string]: unknown;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "heading";
                    level: number;
                    /** @description the heading; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "paragraph";
                    /** @description plain text; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    image: number | string;
                    alt: string;
                } | {
                    /** @enum {string} */
                    type: "button";
                    /** @description the label; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties */
                    text: string;
                    /** @description an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent; may hold placeholders of `url` properties */
                    href: string;
                } | {
                    /** @enum {string} */
                    type: "video";
                    /** @description an mp4 or webm file id of the workspace */
                    file: number;
                })[];
            };
        };
        ExportDocDto: {
            /** @description a personalization token of this doc: the archive is that token's personalized copy */
            token?: number;
        };
        ImportErrorDto: {
            /** @description counted from 1 after the header */
            row: number;
            column: string;
            rule: string;
            message: string;
        };
        ImportResultDto: {
            created: number;
            updated: number;
            errors: components["schemas"]["ImportErrorDto"][];
            /** @description errors past the 200 listed; every error is at _links.errors */
            errors_omitted?: number;
            /** @description rows in the file */
            rows: number;
            /** @description rows 1 to this one are done: stored, or listed in errors (the rest were not stored) */
            stored_through_row: number;
        };
        JobEmbeddedDto: {
            edition: components["schemas"]["ResourceStubDto"];
        };
        JobLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description the archive: only once the job succeeded, until it expires */
            download?: components["schemas"]["HalLinkDto"];
            /** @description an import job's every per-row error, paged (GET /v2/job/{id}/errors) */
            errors?: components["schemas"]["HalLinkDto"];
        };
        JobResource: {
            id: number;
            /** @enum {string} */
            type: "export" | "import";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            progress: number;
            /** @description why it failed, in words the caller can act on */
            error: string | null;
            /** @description bytes of the archive, once it succeeded */
            size: number | null;
            /** @description sha256 of the archive, once it succeeded */
            checksum: string | null;
            /** Format: date-time */
            created_on: string;
            /** Format: date-time */
            started_on: string | null;
            /** Format: date-time */
            finished_on: string | null;
            /**
             * Format: date-time
             * @description once finished: when the archive and this job are removed
             */
            expires_on: string | null;
            /** @description An import job (docs/personalization.md, "Campaigns"): what it stored so far, and its per-row errors */
            result?: components["schemas"]["ImportResultDto"];
            /** @description Only in the 202 of an export, and only when there is something to know: a protected doc (password or whitelist) exports to a package with no protection (docs/exports.md) */
            notes?: string[];
            _embedded: components["schemas"]["JobEmbeddedDto"];
            _links: components["schemas"]["JobLinksDto"];
        };
        JobListEmbeddedDto: {
            job: components["schemas"]["JobResource"][];
        };
        JobCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["JobListEmbeddedDto"];
        };
        JobErrorListEmbeddedDto: {
            error: components["schemas"]["ImportErrorDto"][];
        };
        JobErrorCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["JobErrorListEmbeddedDto"];
        };
        PersonalizationCategoryEmbeddedDto: {
            /** @description the list of its options */
            options: components["schemas"]["RelatedListDto"];
        };
        PersonalizationCategoryResource: {
            _embedded: components["schemas"]["PersonalizationCategoryEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
            /** Format: date-time */
            created_on: string;
            description: string | null;
            external_mapping: string | null;
            id: number;
            is_multiple: boolean;
            /** @description fixed at creation */
            key: string;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            name: string;
            position: number;
        };
        PersonalizationCategoryListEmbeddedDto: {
            category: components["schemas"]["PersonalizationCategoryResource"][];
        };
        PersonalizationCategoryCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["PersonalizationCategoryListEmbeddedDto"];
        };
        CreateCategoryDto: {
            description?: string | null;
            /** @description the field of the caller's CRM this category mirrors */
            external_mapping?: string | null;
            /** @description whether a token may choose more than one option */
            is_multiple?: boolean;
            position?: number;
            /**
             * @description unique in the workspace, fixed at creation; `visible_if.category` names it
             * @example industry
             */
            key: string;
            /** @example Industry */
            name: string;
        };
        UpdateCategoryDto: {
            /** @example Industry */
            name?: string;
            description?: string | null;
            /** @description the field of the caller's CRM this category mirrors */
            external_mapping?: string | null;
            /** @description whether a token may choose more than one option */
            is_multiple?: boolean;
            position?: number;
        };
        PersonalizationOptionEmbeddedDto: {
            category: components["schemas"]["ResourceStubDto"];
        };
        PersonalizationOptionResource: {
            _embedded: components["schemas"]["PersonalizationOptionEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
            /** @description the category id, fixed at creation */
            category: number;
            /** Format: date-time */
            created_on: string;
            external_value: string | null;
            id: number;
            /** @description fixed at creation */
            key: string;
            label: string;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            position: number;
        };
        PersonalizationOptionListEmbeddedDto: {
            option: components["schemas"]["PersonalizationOptionResource"][];
        };
        PersonalizationOptionCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["PersonalizationOptionListEmbeddedDto"];
        };
        CreateOptionDto: {
            /** @description the value the caller's CRM uses for this answer */
            external_value?: string | null;
            position?: number;
            /**
             * @description a category of the workspace
             * @example 1
             */
            category: number;
            /**
             * @description unique in its category, fixed at creation; `visible_if.options` names it
             * @example finance
             */
            key: string;
            /** @example Finance */
            label: string;
        };
        UpdateOptionDto: {
            /** @example Finance */
            label?: string;
            /** @description the value the caller's CRM uses for this answer */
            external_value?: string | null;
            position?: number;
        };
        PersonalizationPropertyEmbeddedDto: {
            /** @description the list of its values */
            values: components["schemas"]["RelatedListDto"];
        };
        PersonalizationPropertyResource: {
            _embedded: components["schemas"]["PersonalizationPropertyEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
            /** Format: date-time */
            created_on: string;
            default: string;
            description: string | null;
            external_mapping: string | null;
            id: number;
            is_required: boolean;
            /** @description fixed at creation */
            key: string;
            max_length: number;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            name: string;
            position: number;
            /**
             * @description fixed at creation
             * @enum {string}
             */
            type: "text" | "url" | "image";
        };
        PersonalizationPropertyListEmbeddedDto: {
            property: components["schemas"]["PersonalizationPropertyResource"][];
        };
        PersonalizationPropertyCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["PersonalizationPropertyListEmbeddedDto"];
        };
        CreatePropertyDto: {
            description?: string | null;
            /** @description the field of the caller's CRM this property mirrors */
            external_mapping?: string | null;
            /** @description whether a token must answer it when it is created */
            is_required?: boolean;
            /**
             * @description the longest value (and default) allowed
             * @default 255
             */
            max_length: number;
            /**
             * @description shown when a token has no value and the placeholder no fallback; checked as a value (type, max_length)
             * @default
             */
            default: string;
            position?: number;
            /**
             * @description unique in the workspace, fixed at creation; content names it as {{key}}
             * @example first_name
             */
            key: string;
            name: string;
            /**
             * @description `text`; `url` (http(s) or mailto); `image` (an image id of the workspace); fixed at creation
             * @default text
             * @enum {string}
             */
            type: "text" | "url" | "image";
        };
        UpdatePropertyDto: {
            /** @example First name */
            name?: string;
            description?: string | null;
            /** @description the field of the caller's CRM this property mirrors */
            external_mapping?: string | null;
            /** @description whether a token must answer it when it is created */
            is_required?: boolean;
            /**
             * @description the longest value (and default) allowed
             * @default 255
             */
            max_length: number;
            /**
             * @description shown when a token has no value and the placeholder no fallback; checked as a value (type, max_length)
             * @default
             */
            default: string;
            position?: number;
        };
        PersonalizationValueEmbeddedDto: {
            option?: components["schemas"]["ResourceStubDto"];
            property?: components["schemas"]["ResourceStubDto"];
            token: components["schemas"]["ResourceStubDto"];
        };
        PersonalizationValueResource: {
            _embedded: components["schemas"]["PersonalizationValueEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
            /** Format: date-time */
            created_on: string;
            id: number;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            /** @description the option id, or null */
            option: number | null;
            /** @description the property id, or null */
            property: number | null;
            /** @description the token id */
            token: number;
            /** @description a property's answer; null for an option */
            value: string | null;
        };
        PersonalizationValueListEmbeddedDto: {
            value: components["schemas"]["PersonalizationValueResource"][];
        };
        PersonalizationValueCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["PersonalizationValueListEmbeddedDto"];
        };
        CreateValueDto: {
            /** @description checked against the property: its type (`url`: http(s) or mailto; `image`: an image id of the workspace) and max_length */
            value?: string | null;
            /**
             * @description a token of the workspace
             * @example 1
             */
            token: number;
            /** @description a property of the workspace (then `value` is its answer); exactly one of property and option */
            property?: number;
            /** @description an option of the workspace (then `value` is null); exactly one of property and option */
            option?: number;
        };
        UpdateValueDto: {
            /** @description checked against the property: its type (`url`: http(s) or mailto; `image`: an image id of the workspace) and max_length */
            value?: string | null;
        };
        PersonalizationTokenComputedDto: {
            values_count: number;
            /** @description pageviews that carried the key */
            views: number;
        };
        PersonalizationTokenEmbeddedDto: {
            edition: components["schemas"]["ResourceStubDto"];
            /** @description the list of its values */
            values: components["schemas"]["RelatedListDto"];
        };
        PersonalizationTokenLinksDto: {
            /** @description the doc's published link with ?t={key}; only while the doc is published */
            personalized?: components["schemas"]["HalLinkDto"];
            self: components["schemas"]["HalLinkDto"];
        };
        PersonalizationTokenResource: {
            _computed: components["schemas"]["PersonalizationTokenComputedDto"];
            _embedded: components["schemas"]["PersonalizationTokenEmbeddedDto"];
            _links: components["schemas"]["PersonalizationTokenLinksDto"];
            /** Format: date-time */
            created_on: string;
            /** @description the doc id, fixed at creation */
            edition: number;
            /** Format: date-time */
            expires_on: string | null;
            external_id: string | null;
            id: number;
            /** @description read-only; POST .../rotate replaces it */
            key: string;
            /**
             * Format: date-time
             * @description read-only, set by analytics
             */
            last_viewed_on: string | null;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            name: string;
        };
        PersonalizationTokenListEmbeddedDto: {
            token: components["schemas"]["PersonalizationTokenResource"][];
        };
        PersonalizationTokenCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["PersonalizationTokenListEmbeddedDto"];
        };
        CreateTokenDto: {
            /**
             * Format: date-time
             * @description after it, the key reads the plain doc; null: never
             */
            expires_on?: string | null;
            /** @description the CRM record it was made for */
            external_id?: string | null;
            /**
             * @description a doc of the workspace whose `options.has_personalization` is true
             * @example 1
             */
            edition: number;
            name: string;
            /**
             * @description the answers, by property key, made in the same transaction; when given, every required property must be among them
             * @example {
             *       "first_name": "Anna"
             *     }
             */
            values?: {
                [key: string]: string;
            };
            /**
             * @description the chosen options, by category key: a list of option keys (one, unless the category is_multiple)
             * @example {
             *       "industry": [
             *         "finance"
             *       ]
             *     }
             */
            options?: {
                [key: string]: string[];
            };
        };
        UpdateTokenDto: {
            /** @example Acme, Anna */
            name?: string;
            /**
             * Format: date-time
             * @description after it, the key reads the plain doc; null: never
             */
            expires_on?: string | null;
            /** @description the CRM record it was made for */
            external_id?: string | null;
        };
        AnalyticsGoalResource: {
            _links: components["schemas"]["SelfLinksDto"];
            /** Format: date-time */
            created_on: string;
            /** @description the doc the goal is on; null: any doc */
            doc: number | null;
            /** @description `custom`: the event name */
            event: string | null;
            id: number;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            name: string;
            /** @description `page`: the page identifier */
            page: string | null;
            /** @description `click`: the target pattern, `*` a wildcard */
            pattern: string | null;
            /** @description `page`: the page position, 1-based */
            position: number | null;
            /** @enum {string} */
            type: "page" | "click" | "custom" | "completion";
        };
        AnalyticsGoalListEmbeddedDto: {
            goal: components["schemas"]["AnalyticsGoalResource"][];
        };
        AnalyticsGoalCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["AnalyticsGoalListEmbeddedDto"];
        };
        CreateGoalDto: {
            /** @description the doc the goal is on: required for `page`, optional otherwise (any doc of the workspace) */
            doc?: number | null;
            /** @description `page`: the page reached, by its position in the doc (1-based) */
            position?: number | null;
            /** @description `page`: the page reached, by its identifier */
            page?: string | null;
            /** @description `click`: the click target's pattern, `*` matching any run of characters (case-insensitive) */
            pattern?: string | null;
            /** @description `custom`: the custom event's name, as the beacon sends it */
            event?: string | null;
            name: string;
            /** @enum {string} */
            type: "page" | "click" | "custom" | "completion";
        };
        UpdateGoalDto: {
            /** @example Signed up */
            name?: string;
            /**
             * @description what reaches the goal: a page of a doc, a click, a custom event, or a doc read to its last visible page
             * @enum {string}
             */
            type?: "page" | "click" | "custom" | "completion";
            /** @description the doc the goal is on: required for `page`, optional otherwise (any doc of the workspace) */
            doc?: number | null;
            /** @description `page`: the page reached, by its position in the doc (1-based) */
            position?: number | null;
            /** @description `page`: the page reached, by its identifier */
            page?: string | null;
            /** @description `click`: the click target's pattern, `*` matching any run of characters (case-insensitive) */
            pattern?: string | null;
            /** @description `custom`: the custom event's name, as the beacon sends it */
            event?: string | null;
        };
        WebhookComputedDto: {
            /** @description the delivery attempted last */
            last_delivery: {
                id: number;
                /** @enum {string} */
                event: "doc.published" | "doc.unpublished" | "export.succeeded" | "export.failed" | "token.viewed" | "goal.converted" | "webhook.ping";
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed";
                status_code: number | null;
                /** Format: date-time */
                attempted_on: string | null;
            } | null;
            /**
             * Format: date-time
             * @description the first failed attempt since the last success
             */
            failing_since: string | null;
        };
        WebhookEmbeddedDto: {
            account: components["schemas"]["ResourceStubDto"];
        };
        WebhookLinksDto: {
            /** @description the delivery log */
            deliveries: components["schemas"]["HalLinkDto"];
            self: components["schemas"]["HalLinkDto"];
        };
        WebhookResource: {
            _computed: components["schemas"]["WebhookComputedDto"];
            _embedded: components["schemas"]["WebhookEmbeddedDto"];
            _links: components["schemas"]["WebhookLinksDto"];
            /** Format: date-time */
            created_on: string;
            description: string | null;
            /** @description why the endpoint was disabled after failing */
            disabled_reason: string | null;
            events: ("doc.published" | "doc.unpublished" | "export.succeeded" | "export.failed" | "token.viewed" | "goal.converted" | "*")[];
            id: number;
            is_enabled: boolean;
            /**
             * Format: date-time
             * @description null until the first change
             */
            modified_on: string | null;
            /** @description the signing secret: only in the answer of the create and of POST .../rotate */
            secret?: string;
            /** Format: uri */
            url: string;
        };
        WebhookListEmbeddedDto: {
            webhook: components["schemas"]["WebhookResource"][];
        };
        WebhookCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["WebhookListEmbeddedDto"];
        };
        CreateWebhookDto: {
            description?: string | null;
            /** @description false stops deliveries (they wait); true again clears a disable and sends them */
            is_enabled?: boolean;
            /**
             * Format: uri
             * @example https://crm.example.com/hooks/publishing
             */
            url: string;
            /**
             * @example [
             *       "token.viewed"
             *     ]
             */
            events: ("doc.published" | "doc.unpublished" | "export.succeeded" | "export.failed" | "token.viewed" | "goal.converted" | "*")[];
        };
        UpdateWebhookDto: {
            /**
             * Format: uri
             * @description https (http only where the server allows it); its address is checked at every attempt
             * @example https://crm.example.com/hooks/publishing
             */
            url?: string;
            /** @description the event types to send, or `["*"]` for all */
            events?: ("doc.published" | "doc.unpublished" | "export.succeeded" | "export.failed" | "token.viewed" | "goal.converted" | "*")[];
            description?: string | null;
            /** @description false stops deliveries (they wait); true again clears a disable and sends them */
            is_enabled?: boolean;
        };
        WebhookDeliveryEmbeddedDto: {
            webhook: components["schemas"]["ResourceStubDto"];
        };
        WebhookDeliveryResource: {
            _embedded: components["schemas"]["WebhookDeliveryEmbeddedDto"];
            _links: components["schemas"]["SelfLinksDto"];
            /** @description attempts made so far */
            attempts: number;
            /** Format: date-time */
            created_on: string;
            /** @description the latest attempt's duration */
            duration_ms: number | null;
            /** @description why the latest attempt failed (a refusal, a timeout, a status) */
            error: string | null;
            /** @enum {string} */
            event: "doc.published" | "doc.unpublished" | "export.succeeded" | "export.failed" | "token.viewed" | "goal.converted" | "webhook.ping";
            id: number;
            /** Format: date-time */
            last_attempt_on: string | null;
            /** @description the `webhook-id` header, the same on every attempt */
            message_id: string;
            /**
             * Format: date-time
             * @description when the next attempt is due; null once delivered or given up
             */
            next_attempt_on: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @description the latest attempt's answer status */
            status_code: number | null;
        };
        WebhookDeliveryListEmbeddedDto: {
            delivery: components["schemas"]["WebhookDeliveryResource"][];
        };
        WebhookDeliveryCollection: {
            _links: components["schemas"]["CollectionLinksDto"];
            page_count: number;
            /** @description the limit */
            page_size: number;
            total_items: number;
            /** @description 0 when the collection is empty */
            page: number;
            /** @description echoes the page size, as the platform does */
            count: number;
            /** @description equals total_items */
            total: number;
            _embedded: components["schemas"]["WebhookDeliveryListEmbeddedDto"];
        };
        ProblemDto: {
            /** @example about:blank */
            type: string;
            /** @example Unprocessable Entity */
            title: string;
            /** @example 422 */
            status: number;
            /** @example Failed Validation */
            detail: string;
            /**
             * @description field (dotted for nested) -> rule -> message; 422 only
             * @example {
             *       "name": {
             *         "isNotEmpty": "name should not be empty"
             *       }
             *     }
             */
            validation_messages?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
                "multipart/form-data": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description An OAuth error: `title` is the error code (invalid_request, unsupported_grant_type, invalid_client), `detail` its description */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "name" | "identifier" | "status" | "is_trial" | "industry" | "is_company" | "billing_country" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "name" | "identifier" | "status" | "is_trial" | "industry" | "is_company" | "billing_country" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "name" | "identifier" | "status" | "is_trial" | "industry" | "is_company" | "billing_country" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "name" | "identifier" | "status" | "is_trial" | "industry" | "is_company" | "billing_country" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "name" | "identifier" | "status" | "is_trial" | "industry" | "is_company" | "billing_country" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WorkspaceCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                account_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WorkspaceResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                account_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                account_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWorkspaceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WorkspaceResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                    };
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ready */
                        status?: string;
                    };
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "name" | "identifier" | "hostname" | "ua_code" | "security_profile" | "website" | "license" | "has_secure_socket_layer" | "automated_certificate" | "affected_on" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "name" | "identifier" | "hostname" | "ua_code" | "security_profile" | "website" | "license" | "has_secure_socket_layer" | "automated_certificate" | "affected_on" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "name" | "identifier" | "hostname" | "ua_code" | "security_profile" | "website" | "license" | "has_secure_socket_layer" | "automated_certificate" | "affected_on" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "name" | "identifier" | "hostname" | "ua_code" | "security_profile" | "website" | "license" | "has_secure_socket_layer" | "automated_certificate" | "affected_on" | "created_on" | "modified_on" | "account";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "name" | "identifier" | "hostname" | "ua_code" | "security_profile" | "website" | "license" | "has_secure_socket_layer" | "automated_certificate" | "affected_on" | "created_on" | "modified_on" | "account";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["TitleCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTitleDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new project */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["TitleResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                project_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["TitleResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                project_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                project_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTitleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["TitleResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "first_name" | "last_name" | "email" | "phone" | "status" | "country" | "activated_on" | "verified_on" | "activity_on" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "first_name" | "last_name" | "email" | "phone" | "status" | "country" | "activated_on" | "verified_on" | "activity_on" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "first_name" | "last_name" | "email" | "phone" | "status" | "country" | "activated_on" | "verified_on" | "activity_on" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "first_name" | "last_name" | "email" | "phone" | "status" | "country" | "activated_on" | "verified_on" | "activity_on" | "created_on" | "modified_on" | "account";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "first_name" | "last_name" | "email" | "phone" | "status" | "country" | "activated_on" | "verified_on" | "activity_on" | "created_on" | "modified_on" | "account";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["UserCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new user */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["UserResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["UserResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["UserResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The user is shared with other workspaces: only roles can change here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listMemberships: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "user" | "account" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "user" | "account" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "user" | "account" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "user" | "account" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "user" | "account" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["MembershipCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getMembership: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                membership_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["MembershipResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateMembership: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                membership_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMembershipDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["MembershipResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The token is a client-credentials token: it has no user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getSelfPrivilege: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The token is a client-credentials token: it has no user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    uploadFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description one or more file parts, named file, files or files[]; allowed types (image/jpeg, image/png, image/gif, image/webp, image/avif, image/svg+xml, application/pdf, video/mp4, video/webm, audio/mpeg, font/woff2), told by their bytes, not their names */
                    file: Blob[];
                    /**
                     * @description a folder id; at most one of folder and account; empty counts as absent
                     * @example
                     */
                    folder?: string;
                    /**
                     * @description a workspace id, meaning its root folder; default the caller's root; empty counts as absent
                     * @example
                     */
                    account?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FileCollection"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A file is not of an allowed type (jpg, png, gif, webp, avif, svg, pdf, mp4, webm, mp3, woff2), is empty, or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getTopiaryFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FileResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteTopiaryFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getTopiaryFileContent: {
        parameters: {
            query?: {
                /** @description An image at most 1280 (`desktop`) or 2560 (`full`) px wide, same format, never enlarged, made once on first request; SVGs, other files and images the library cannot decode are served as the original. Any other value is a 400 */
                variant?: "original" | "desktop" | "full";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with ETag (their sha256), Content-Length and Accept-Ranges */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/avif": Blob;
                    "image/svg+xml": Blob;
                    "application/pdf": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "audio/mpeg": Blob;
                    "font/woff2": Blob;
                };
            };
            /** @description One byte range (Range: bytes=...) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/avif": Blob;
                    "image/svg+xml": Blob;
                    "application/pdf": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "audio/mpeg": Blob;
                    "font/woff2": Blob;
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                image_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FileResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                image_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getImageContent: {
        parameters: {
            query?: {
                /** @description An image at most 1280 (`desktop`) or 2560 (`full`) px wide, same format, never enlarged, made once on first request; SVGs, other files and images the library cannot decode are served as the original. Any other value is a 400 */
                variant?: "original" | "desktop" | "full";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                image_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with ETag (their sha256), Content-Length and Accept-Ranges */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/avif": Blob;
                    "image/svg+xml": Blob;
                    "application/pdf": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "audio/mpeg": Blob;
                    "font/woff2": Blob;
                };
            };
            /** @description One byte range (Range: bytes=...) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/avif": Blob;
                    "image/svg+xml": Blob;
                    "application/pdf": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "audio/mpeg": Blob;
                    "font/woff2": Blob;
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listTopiaryFolders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "name" | "parent" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "name" | "parent" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "name" | "parent" | "created_on" | "modified_on" | "account";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "name" | "parent" | "created_on" | "modified_on" | "account";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "name" | "parent" | "created_on" | "modified_on" | "account";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FolderCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createTopiaryFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFolderDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new folder */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FolderResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getTopiaryFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                topiary_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FolderResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteTopiaryFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                topiary_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateTopiaryFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                topiary_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFolderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["FolderResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getSignedMediaContent: {
        parameters: {
            query: {
                /** @description An image at most 1280 (`desktop`) or 2560 (`full`) px wide, same format, never enlarged, made once on first request; SVGs, other files and images the library cannot decode are served as the original. Any other value is a 400 */
                variant?: "original" | "desktop" | "full";
                /** @description HMAC-SHA256 of path, variant and expiry, base64url */
                signature: string;
                /** @description Unix time the link stops working */
                expires: number;
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with ETag (their sha256), Content-Length and Accept-Ranges */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/avif": Blob;
                    "image/svg+xml": Blob;
                    "application/pdf": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "audio/mpeg": Blob;
                    "font/woff2": Blob;
                };
            };
            /** @description One byte range (Range: bytes=...) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/avif": Blob;
                    "image/svg+xml": Blob;
                    "application/pdf": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "audio/mpeg": Blob;
                    "font/woff2": Blob;
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The link was altered, or has expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many image variants are being made for this workspace at once; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listDocCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["CategoryCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listDocs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "name" | "identifier" | "uid" | "status" | "category" | "level" | "is_visible" | "is_default" | "title" | "published_on" | "first_published_on" | "affected_on" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "name" | "identifier" | "uid" | "status" | "category" | "level" | "is_visible" | "is_default" | "title" | "published_on" | "first_published_on" | "affected_on" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "name" | "identifier" | "uid" | "status" | "category" | "level" | "is_visible" | "is_default" | "title" | "published_on" | "first_published_on" | "affected_on" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "name" | "identifier" | "uid" | "status" | "category" | "level" | "is_visible" | "is_default" | "title" | "published_on" | "first_published_on" | "affected_on" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "name" | "identifier" | "uid" | "status" | "category" | "level" | "is_visible" | "is_default" | "title" | "published_on" | "first_published_on" | "affected_on" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createDoc: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEditionDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new doc */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getDoc: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteDoc: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateDoc: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEditionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    publishDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    unpublishDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    rotateDocPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    copyDocV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CopyEditionDto"];
            };
        };
        responses: {
            /** @description Created; Location names the copy */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    copyDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CopyEditionDto"];
            };
        };
        responses: {
            /** @description Created; Location names the copy */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["EditionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listPages: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "name" | "identifier" | "position" | "is_visible" | "edition" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "name" | "identifier" | "position" | "is_visible" | "edition" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "name" | "identifier" | "position" | "is_visible" | "edition" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "name" | "identifier" | "position" | "is_visible" | "edition" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "name" | "identifier" | "position" | "is_visible" | "edition" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PageCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePageDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new page */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PageResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                page_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PageResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deletePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                page_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updatePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                page_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PageResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    patchPageContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                page_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    op: "add" | "replace" | "remove";
                    /** @description keys and array indexes from the tree's root, such as ["children", 0, "text"]; every key but the last must exist */
                    path: (string | number)[];
                    /** @description required with add and replace, absent with remove: a node, a list of nodes or a field's value */
                    value?: unknown;
                }[];
            };
        };
        responses: {
            /** @description The page with its new content tree */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PageResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getGeneratedCover: {
        parameters: {
            query: {
                /** @description HMAC-SHA256 of path, variant and expiry, base64url */
                signature: string;
                /** @description Unix time the link stops working */
                expires: number;
                variant?: "original" | "desktop" | "full";
            };
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                };
            };
            /** @description Unchanged since the ETag given in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many covers are being drawn at once; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    exportDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ExportDocDto"];
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    /** @description While the job is queued or running: seconds until it is worth reading the job again */
                    "Retry-After"?: number;
                    /** @description /v2/job/{id} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["JobResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "edition" | "type" | "status" | "created_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "edition" | "type" | "status" | "created_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "edition" | "type" | "status" | "created_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "edition" | "type" | "status" | "created_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "edition" | "type" | "status" | "created_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["JobCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["JobResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listJobErrors: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "row" | "column" | "rule";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "row" | "column" | "rule";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "row" | "column" | "rule";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "row" | "column" | "rule";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "row" | "column" | "rule";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["JobErrorCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    downloadJobArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, with ETag (its sha256), Content-Length, Accept-Ranges and Content-Disposition: attachment; filename="{project}-{doc}.tar.gz" */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": Blob;
                };
            };
            /** @description One byte range (Range: bytes=...) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": Blob;
                };
            };
            /** @description If-None-Match matched */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listPersonalizationCategories: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "key" | "name" | "external_mapping" | "is_multiple" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "key" | "name" | "external_mapping" | "is_multiple" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "key" | "name" | "external_mapping" | "is_multiple" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "key" | "name" | "external_mapping" | "is_multiple" | "position" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "key" | "name" | "external_mapping" | "is_multiple" | "position" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationCategoryCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createPersonalizationCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCategoryDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new resource */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationCategoryResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getPersonalizationCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationCategoryResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deletePersonalizationCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updatePersonalizationCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCategoryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationCategoryResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listPersonalizationOptions: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "category" | "key" | "label" | "external_value" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "category" | "key" | "label" | "external_value" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "category" | "key" | "label" | "external_value" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "category" | "key" | "label" | "external_value" | "position" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "category" | "key" | "label" | "external_value" | "position" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationOptionCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createPersonalizationOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOptionDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new resource */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationOptionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getPersonalizationOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                option_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationOptionResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deletePersonalizationOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                option_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updatePersonalizationOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                option_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOptionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationOptionResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listPersonalizationProperties: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "key" | "name" | "type" | "external_mapping" | "is_required" | "max_length" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "key" | "name" | "type" | "external_mapping" | "is_required" | "max_length" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "key" | "name" | "type" | "external_mapping" | "is_required" | "max_length" | "position" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "key" | "name" | "type" | "external_mapping" | "is_required" | "max_length" | "position" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "key" | "name" | "type" | "external_mapping" | "is_required" | "max_length" | "position" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationPropertyCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createPersonalizationProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePropertyDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new resource */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationPropertyResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getPersonalizationProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                property_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationPropertyResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deletePersonalizationProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                property_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updatePersonalizationProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                property_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePropertyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationPropertyResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listPersonalizationValues: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "token" | "property" | "option" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "token" | "property" | "option" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "token" | "property" | "option" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "token" | "property" | "option" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "token" | "property" | "option" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationValueCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createPersonalizationValue: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateValueDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new resource */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationValueResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getPersonalizationValue: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                value_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationValueResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deletePersonalizationValue: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                value_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updatePersonalizationValue: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                value_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateValueDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationValueResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listPersonalizationTokens: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "edition" | "name" | "external_id" | "expires_on" | "last_viewed_on" | "views" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "edition" | "name" | "external_id" | "expires_on" | "last_viewed_on" | "views" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "edition" | "name" | "external_id" | "expires_on" | "last_viewed_on" | "views" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "edition" | "name" | "external_id" | "expires_on" | "last_viewed_on" | "views" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "edition" | "name" | "external_id" | "expires_on" | "last_viewed_on" | "views" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of tokens; with `Accept: text/csv`, all of them as CSV */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationTokenCollection"];
                    "text/csv": string;
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createPersonalizationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTokenDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new resource */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationTokenResource"];
                    "text/csv": components["schemas"]["PersonalizationTokenResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    importPersonalizationTokens: {
        parameters: {
            query: {
                edition: number;
            };
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description CSV (UTF-8, comma or semicolon, a header line) or JSON `{"tokens": [{...}, ...]}` */
        requestBody: {
            content: {
                "text/csv": string | {
                    tokens: Record<string, never>[];
                };
                "application/json": string | {
                    tokens: Record<string, never>[];
                };
            };
        };
        responses: {
            /** @description Imported: `{created, updated, errors: [{row, column, rule, message}]}`, the first 200 errors in row order; past them `errors_omitted` counts the rest */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": Record<string, never>;
                    "text/csv": Record<string, never>;
                };
            };
            /** @description More than 1,000 rows: the import job (the job resource of GET /v2/job/{id}, `type: import`, with `result`) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": Record<string, never>;
                    "text/csv": Record<string, never>;
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getPersonalizationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationTokenResource"];
                    "text/csv": components["schemas"]["PersonalizationTokenResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deletePersonalizationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updatePersonalizationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationTokenResource"];
                    "text/csv": components["schemas"]["PersonalizationTokenResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    rotatePersonalizationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token with its new key */
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["PersonalizationTokenResource"];
                    "text/csv": components["schemas"]["PersonalizationTokenResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    sendAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "pageview" | "engagement" | "click" | "custom";
                    /** @description The doc's uid */
                    doc: string;
                    /** @description A page identifier of that doc (not needed for custom) */
                    page?: string;
                    /** @description Only its utm_* parameters are kept */
                    url?: string;
                    /** @description Only its domain is kept */
                    referrer?: string | null;
                    /** @description The personalization key (`t`) the page was read with */
                    token?: string | null;
                    screen_width?: number;
                    engaged_ms?: number;
                    scroll_depth?: number;
                    target?: string;
                    name?: string;
                } | {
                    events: {
                        /** @enum {string} */
                        type: "pageview" | "engagement" | "click" | "custom";
                        /** @description The doc's uid */
                        doc: string;
                        /** @description A page identifier of that doc (not needed for custom) */
                        page?: string;
                        /** @description Only its utm_* parameters are kept */
                        url?: string;
                        /** @description Only its domain is kept */
                        referrer?: string | null;
                        /** @description The personalization key (`t`) the page was read with */
                        token?: string | null;
                        screen_width?: number;
                        engaged_ms?: number;
                        scroll_depth?: number;
                        target?: string;
                        name?: string;
                    }[];
                };
                "text/plain": {
                    /** @enum {string} */
                    type: "pageview" | "engagement" | "click" | "custom";
                    /** @description The doc's uid */
                    doc: string;
                    /** @description A page identifier of that doc (not needed for custom) */
                    page?: string;
                    /** @description Only its utm_* parameters are kept */
                    url?: string;
                    /** @description Only its domain is kept */
                    referrer?: string | null;
                    /** @description The personalization key (`t`) the page was read with */
                    token?: string | null;
                    screen_width?: number;
                    engaged_ms?: number;
                    scroll_depth?: number;
                    target?: string;
                    name?: string;
                } | {
                    events: {
                        /** @enum {string} */
                        type: "pageview" | "engagement" | "click" | "custom";
                        /** @description The doc's uid */
                        doc: string;
                        /** @description A page identifier of that doc (not needed for custom) */
                        page?: string;
                        /** @description Only its utm_* parameters are kept */
                        url?: string;
                        /** @description Only its domain is kept */
                        referrer?: string | null;
                        /** @description The personalization key (`t`) the page was read with */
                        token?: string | null;
                        screen_width?: number;
                        engaged_ms?: number;
                        scroll_depth?: number;
                        target?: string;
                        name?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Accepted, or deliberately dropped (a bot, DNT or Sec-GPC, an unpublished doc, a preview); no body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getAnalyticsReport: {
        parameters: {
            query: {
                /** @description Comma-separated; `events` stands alone, and `conversions` and `conversion_rate` (visits that reached a goal, and their percent of the visits) go together */
                metrics: ("visitors" | "visits" | "pageviews" | "views_per_visit" | "visit_duration" | "bounce_rate" | "exit_rate" | "time_on_page" | "scroll_depth" | "completion_rate" | "clicks" | "returning_rate" | "events" | "conversions" | "conversion_rate")[];
                /** @description Comma-separated, at most 3; event_name and click_target go with the events metric, goal (a goal id) with conversions */
                dimensions?: ("time" | "project" | "doc" | "page" | "page_position" | "token" | "country" | "device" | "browser" | "os" | "referrer_domain" | "utm_source" | "utm_medium" | "utm_campaign" | "entry_page" | "exit_page" | "event_name" | "click_target" | "goal")[];
                /** @description `7d` and `30d` end today, inclusive; `all` starts on the first counted day. Not with date_from/date_to. */
                period?: "today" | "yesterday" | "7d" | "30d" | "month" | "12mo" | "all";
                /** @description First day (YYYY-MM-DD), or a date-time (an instant with Z or an offset, else wall-clock in `timezone`); date-times count whole hours */
                date_from?: string;
                /** @description Last day, inclusive (default today), or a date-time (exclusive, rounded up to the hour) */
                date_to?: string;
                /** @description IANA time zone the days are counted in */
                timezone?: string;
                /** @description Adds `{metric}_previous` and `{metric}_change` (percent, null when the previous value is 0) to the totals and rows */
                compare?: "previous_period" | "previous_year";
                /** @description The buckets of the `time` dimension */
                granularity?: "hour" | "day" | "week" | "month";
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "time" | "project" | "doc" | "page" | "page_position" | "token" | "country" | "device" | "browser" | "os" | "referrer_domain" | "utm_source" | "utm_medium" | "utm_campaign" | "entry_page" | "exit_page" | "event_name" | "click_target" | "goal" | "visitors" | "visits" | "pageviews" | "views_per_visit" | "visit_duration" | "bounce_rate" | "exit_rate" | "time_on_page" | "scroll_depth" | "completion_rate" | "clicks" | "returning_rate" | "events" | "conversions" | "conversion_rate";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "time" | "project" | "doc" | "page" | "page_position" | "token" | "country" | "device" | "browser" | "os" | "referrer_domain" | "utm_source" | "utm_medium" | "utm_campaign" | "entry_page" | "exit_page" | "event_name" | "click_target" | "goal" | "visitors" | "visits" | "pageviews" | "views_per_visit" | "visit_duration" | "bounce_rate" | "exit_rate" | "time_on_page" | "scroll_depth" | "completion_rate" | "clicks" | "returning_rate" | "events" | "conversions" | "conversion_rate";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "time" | "project" | "doc" | "page" | "page_position" | "token" | "country" | "device" | "browser" | "os" | "referrer_domain" | "utm_source" | "utm_medium" | "utm_campaign" | "entry_page" | "exit_page" | "event_name" | "click_target" | "goal" | "visitors" | "visits" | "pageviews" | "views_per_visit" | "visit_duration" | "bounce_rate" | "exit_rate" | "time_on_page" | "scroll_depth" | "completion_rate" | "clicks" | "returning_rate" | "events" | "conversions" | "conversion_rate";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "time" | "project" | "doc" | "page" | "page_position" | "token" | "country" | "device" | "browser" | "os" | "referrer_domain" | "utm_source" | "utm_medium" | "utm_campaign" | "entry_page" | "exit_page" | "event_name" | "click_target" | "goal" | "visitors" | "visits" | "pageviews" | "views_per_visit" | "visit_duration" | "bounce_rate" | "exit_rate" | "time_on_page" | "scroll_depth" | "completion_rate" | "clicks" | "returning_rate" | "events" | "conversions" | "conversion_rate";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "time" | "project" | "doc" | "page" | "page_position" | "token" | "country" | "device" | "browser" | "os" | "referrer_domain" | "utm_source" | "utm_medium" | "utm_campaign" | "entry_page" | "exit_page" | "event_name" | "click_target" | "goal" | "visitors" | "visits" | "pageviews" | "views_per_visit" | "visit_duration" | "bounce_rate" | "exit_rate" | "time_on_page" | "scroll_depth" | "completion_rate" | "clicks" | "returning_rate" | "events" | "conversions" | "conversion_rate";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report; with `Accept: text/csv`, its rows as CSV (a header row; a cell starting with = + - @ gets a leading ') */
            200: {
                headers: {
                    /** @description Weak tag from the rollups' watermark and the newest event after it; send it back in If-None-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        /** Format: date */
                        date_from: string;
                        /** Format: date */
                        date_to: string;
                        /** @example Europe/Berlin */
                        timezone: string;
                        /** @enum {string} */
                        granularity?: "hour" | "day" | "week" | "month";
                        metrics: string[];
                        dimensions: string[];
                        /**
                         * Format: date-time
                         * @description Everything before it is counted
                         */
                        data_until: string;
                        /** @description The metrics over the whole selection */
                        totals: {
                            [key: string]: (number | null) | string;
                        };
                        _links: {
                            [key: string]: {
                                href: string;
                            };
                        };
                        _embedded: {
                            row: {
                                [key: string]: (number | null) | string;
                            }[];
                        };
                        page_count?: number;
                        page_size?: number;
                        total_items?: number;
                        page?: number;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not Modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getDocAnalytics: {
        parameters: {
            query?: {
                /** @description `7d` and `30d` end today, inclusive; `all` starts on the first counted day. Not with date_from/date_to. */
                period?: "today" | "yesterday" | "7d" | "30d" | "month" | "12mo" | "all";
                /** @description First day (YYYY-MM-DD), or a date-time (an instant with Z or an offset, else wall-clock in `timezone`); date-times count whole hours */
                date_from?: string;
                /** @description Last day, inclusive (default today), or a date-time (exclusive, rounded up to the hour) */
                date_to?: string;
                /** @description IANA time zone the days are counted in */
                timezone?: string;
                /** @description Adds `{metric}_previous` and `{metric}_change` (percent, null when the previous value is 0) to the totals and rows */
                compare?: "previous_period" | "previous_year";
            };
            header?: never;
            path: {
                edition_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The doc's report in the platform report's layout */
            200: {
                headers: {
                    /** @description Weak tag from the rollups' watermark and the newest event after it; send it back in If-None-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        doc: number;
                        /** Format: date */
                        date_from: string;
                        /** Format: date */
                        date_to: string;
                        /** @example Europe/Berlin */
                        timezone?: string;
                        /** @enum {string} */
                        granularity?: "hour" | "day" | "week" | "month";
                        metrics?: string[];
                        dimensions?: string[];
                        /**
                         * Format: date-time
                         * @description Everything before it is counted
                         */
                        data_until: string;
                        /** @description The metrics over the whole selection */
                        totals: {
                            [key: string]: (number | null) | string;
                        };
                        /** @description One row a day, zeros included */
                        series: {
                            [key: string]: (number | null) | string;
                        }[];
                        pages: {
                            [key: string]: (number | null) | string;
                        }[];
                        _links: {
                            [key: string]: {
                                href: string;
                            };
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getProjectAnalytics: {
        parameters: {
            query?: {
                /** @description `7d` and `30d` end today, inclusive; `all` starts on the first counted day. Not with date_from/date_to. */
                period?: "today" | "yesterday" | "7d" | "30d" | "month" | "12mo" | "all";
                /** @description First day (YYYY-MM-DD), or a date-time (an instant with Z or an offset, else wall-clock in `timezone`); date-times count whole hours */
                date_from?: string;
                /** @description Last day, inclusive (default today), or a date-time (exclusive, rounded up to the hour) */
                date_to?: string;
                /** @description IANA time zone the days are counted in */
                timezone?: string;
                /** @description Adds `{metric}_previous` and `{metric}_change` (percent, null when the previous value is 0) to the totals and rows */
                compare?: "previous_period" | "previous_year";
            };
            header?: never;
            path: {
                project_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's report in the platform report's layout */
            200: {
                headers: {
                    /** @description Weak tag from the rollups' watermark and the newest event after it; send it back in If-None-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        project: number;
                        /** Format: date */
                        date_from: string;
                        /** Format: date */
                        date_to: string;
                        /** @example Europe/Berlin */
                        timezone?: string;
                        /** @enum {string} */
                        granularity?: "hour" | "day" | "week" | "month";
                        metrics?: string[];
                        dimensions?: string[];
                        /**
                         * Format: date-time
                         * @description Everything before it is counted
                         */
                        data_until: string;
                        /** @description The metrics over the whole selection */
                        totals: {
                            [key: string]: (number | null) | string;
                        };
                        /** @description One row a day, zeros included */
                        series: {
                            [key: string]: (number | null) | string;
                        }[];
                        docs: {
                            [key: string]: (number | null) | string;
                        }[];
                        _links: {
                            [key: string]: {
                                href: string;
                            };
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getTokenAnalytics: {
        parameters: {
            query?: {
                /** @description `7d` and `30d` end today, inclusive; `all` starts on the first counted day. Not with date_from/date_to. */
                period?: "today" | "yesterday" | "7d" | "30d" | "month" | "12mo" | "all";
                /** @description First day (YYYY-MM-DD), or a date-time (an instant with Z or an offset, else wall-clock in `timezone`); date-times count whole hours */
                date_from?: string;
                /** @description Last day, inclusive (default today), or a date-time (exclusive, rounded up to the hour) */
                date_to?: string;
                /** @description IANA time zone the days are counted in */
                timezone?: string;
                /** @description Adds `{metric}_previous` and `{metric}_change` (percent, null when the previous value is 0) to the totals and rows */
                compare?: "previous_period" | "previous_year";
            };
            header?: never;
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token's report in the platform report's layout */
            200: {
                headers: {
                    /** @description Weak tag from the rollups' watermark and the newest event after it; send it back in If-None-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        token: number;
                        /** Format: date */
                        date_from: string;
                        /** Format: date */
                        date_to: string;
                        /** @example Europe/Berlin */
                        timezone?: string;
                        /** @enum {string} */
                        granularity?: "hour" | "day" | "week" | "month";
                        metrics?: string[];
                        dimensions?: string[];
                        /**
                         * Format: date-time
                         * @description Everything before it is counted
                         */
                        data_until: string;
                        /** @description The metrics over the whole selection */
                        totals: {
                            [key: string]: (number | null) | string;
                        };
                        /** @description One row a day, zeros included */
                        series: {
                            [key: string]: (number | null) | string;
                        }[];
                        pages: {
                            [key: string]: (number | null) | string;
                        }[];
                        _links: {
                            [key: string]: {
                                href: string;
                            };
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getAnalyticsFunnel: {
        parameters: {
            query?: {
                /** @description `7d` and `30d` end today, inclusive; `all` starts on the first counted day. Not with date_from/date_to. */
                period?: "today" | "yesterday" | "7d" | "30d" | "month" | "12mo" | "all";
                /** @description First day (YYYY-MM-DD), or a date-time (an instant with Z or an offset, else wall-clock in `timezone`); date-times count whole hours */
                date_from?: string;
                /** @description Last day, inclusive (default today), or a date-time (exclusive, rounded up to the hour) */
                date_to?: string;
                /** @description IANA time zone the days are counted in */
                timezone?: string;
                /** @description Adds `{metric}_previous` and `{metric}_change` (percent, null when the previous value is 0) to the totals and rows */
                compare?: "previous_period" | "previous_year";
                /** @description Goal ids in order, 2 to 20: a step per goal, reached after the ones before within the visit */
                goals?: string;
                /** @description The doc's id: a step per page position (give doc or goals) */
                doc?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Steps by page position (or by goal): `visits`, `share` (% of step 1), `drop_off` and `drop_off_rate` (% of the step before) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        /** @description A funnel by page position */
                        doc?: number;
                        /** @description A funnel by goals */
                        goals?: number[];
                        /** Format: date */
                        date_from?: string;
                        /** Format: date */
                        date_to?: string;
                        timezone?: string;
                        /** Format: date-time */
                        data_until?: string;
                        steps?: {
                            step?: number;
                            /** @description By page position */
                            page?: string;
                            /** @description By page position */
                            page_position?: number;
                            /** @description By goals: the goal id */
                            goal?: number;
                            /** @description By goals: the goal's name */
                            name?: string;
                            visits?: number;
                            share?: number;
                            drop_off?: number;
                            drop_off_rate?: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getAnalyticsRealtime: {
        parameters: {
            query?: {
                project?: number;
                doc?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current within seconds: from the raw events and what this instance has not written yet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        /** Format: date-time */
                        as_of?: string;
                        visitors?: number;
                        /** @description In the last 5 minutes */
                        pageviews?: number;
                        per_minute?: {
                            /** Format: date-time */
                            minute?: string;
                            pageviews?: number;
                        }[];
                        pages?: {
                            doc?: number;
                            page?: string | null;
                            page_position?: number | null;
                            visitors?: number;
                        }[];
                        truncated?: boolean;
                    };
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listAnalyticsShares: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        _links?: components["schemas"]["CollectionLinksDto"];
                        page_count?: number;
                        /** @description the limit */
                        page_size?: number;
                        total_items?: number;
                        /** @description 0 when the collection is empty */
                        page?: number;
                        /** @description echoes the page size, as the platform does */
                        count?: number;
                        /** @description equals total_items */
                        total?: number;
                        _embedded?: {
                            share?: {
                                _links?: {
                                    self?: {
                                        href: string;
                                    };
                                    /** @description The signed dashboard page (no bearer) */
                                    dashboard?: {
                                        href: string;
                                    };
                                };
                                /** Format: date-time */
                                created_on?: string;
                                doc?: number | null;
                                /** Format: date-time */
                                expires_on?: string;
                                frame_ancestors?: string[];
                                id?: number;
                                project?: number | null;
                                token?: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createAnalyticsShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    doc?: number;
                    project?: number;
                    token?: number;
                    /**
                     * Format: date-time
                     * @description At most 366 days ahead
                     */
                    expires_on: string;
                    /** @description Origins that may show the page in an iframe (none by default) */
                    frame_ancestors?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        _links?: {
                            self?: {
                                href: string;
                            };
                            /** @description The signed dashboard page (no bearer) */
                            dashboard?: {
                                href: string;
                            };
                        };
                        /** Format: date-time */
                        created_on?: string;
                        doc?: number | null;
                        /** Format: date-time */
                        expires_on?: string;
                        frame_ancestors?: string[];
                        id?: number;
                        project?: number | null;
                        token?: number | null;
                    };
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getAnalyticsShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                share_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": {
                        _links?: {
                            self?: {
                                href: string;
                            };
                            /** @description The signed dashboard page (no bearer) */
                            dashboard?: {
                                href: string;
                            };
                        };
                        /** Format: date-time */
                        created_on?: string;
                        doc?: number | null;
                        /** Format: date-time */
                        expires_on?: string;
                        frame_ancestors?: string[];
                        id?: number;
                        project?: number | null;
                        token?: number | null;
                    };
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteAnalyticsShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                share_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listAnalyticsGoals: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "name" | "type" | "doc" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "name" | "type" | "doc" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "name" | "type" | "doc" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "name" | "type" | "doc" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "name" | "type" | "doc" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["AnalyticsGoalCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createAnalyticsGoal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGoalDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new goal */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["AnalyticsGoalResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getAnalyticsGoal: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                goal_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["AnalyticsGoalResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteAnalyticsGoal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                goal_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateAnalyticsGoal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                goal_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGoalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["AnalyticsGoalResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "url" | "description" | "is_enabled" | "failing_since" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "url" | "description" | "is_enabled" | "failing_since" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "url" | "description" | "is_enabled" | "failing_since" | "created_on" | "modified_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "url" | "description" | "is_enabled" | "failing_since" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "url" | "description" | "is_enabled" | "failing_since" | "created_on" | "modified_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description Created; Location names the new resource */
            201: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read (or a list, or *): 412 when the resource has changed since */
                "If-Match"?: string;
            };
            path: {
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Precondition Failed: the resource has changed since the ETag in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook with its new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description The field entry 0 compares. Entries are `filter[n][field]`, `filter[n][type]`, `filter[n][value]`, optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take `filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take `filter[n][conditions][]`. Up to 20 entries; `query[n][...]` is an alias. Values are cast to the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it. */
                "filter[0][field]"?: "id" | "event" | "status" | "status_code" | "attempts" | "created_on" | "last_attempt_on" | "next_attempt_on";
                /** @description The comparison (case-insensitive) */
                "filter[0][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[0][value]"?: string;
                /** @description The field entry 1 compares */
                "filter[1][field]"?: "id" | "event" | "status" | "status_code" | "attempts" | "created_on" | "last_attempt_on" | "next_attempt_on";
                /** @description The comparison (case-insensitive) */
                "filter[1][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[1][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[1][where]"?: "and" | "or";
                /** @description The field entry 2 compares */
                "filter[2][field]"?: "id" | "event" | "status" | "status_code" | "attempts" | "created_on" | "last_attempt_on" | "next_attempt_on";
                /** @description The comparison (case-insensitive) */
                "filter[2][type]"?: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "isnull" | "isnotnull" | "in" | "notin" | "between" | "like" | "notlike" | "orx" | "andx";
                /** @description The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard */
                "filter[2][value]"?: string;
                /** @description How this entry joins the ones before it (default and) */
                "filter[2][where]"?: "and" | "or";
                /** @description Order by this field first. Entries are `order-by[n][field]`, optional `order-by[n][type]=field` and `order-by[n][direction]`; up to 5. Ties always break by id ascending. */
                "order-by[0][field]"?: "id" | "event" | "status" | "status_code" | "attempts" | "created_on" | "last_attempt_on" | "next_attempt_on";
                /** @description asc (the default) or desc, any case */
                "order-by[0][direction]"?: "asc" | "desc";
                /** @description Then by this field */
                "order-by[1][field]"?: "id" | "event" | "status" | "status_code" | "attempts" | "created_on" | "last_attempt_on" | "next_attempt_on";
                /** @description asc (the default) or desc, any case */
                "order-by[1][direction]"?: "asc" | "desc";
            };
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookDeliveryCollection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict, or a page beyond the last */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Page size out of range */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag (or a list, or *): 304 when the representation still has it */
                "If-None-Match"?: string;
            };
            path: {
                webhook_id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookDeliveryResource"];
                };
            };
            /** @description Not Modified: If-None-Match matched the ETag; no body */
            304: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, due now */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookDeliveryResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ping delivery, due now */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["WebhookDeliveryResource"];
                };
            };
            /** @description Bad request: malformed JSON or a bad list query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing, unknown or expired bearer token */
            401: {
                headers: {
                    /** @description Bearer realm="api", error="invalid_token" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Entity not found (or outside the caller's scope) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Failed Validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current one-minute window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window closes */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Internal Server Error: something unexpected; the body names nothing internal, the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Service unavailable: the database does not answer; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
}
