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
         * @description Exchange client credentials for a bearer token. Public: no bearer token.
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
         * @description Retrieve a Workspace. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Update a Workspace. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description The process is up. Public: no bearer token.
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
         * @description The database answers. Public: no bearer token.
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
         * @description List Projects. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a Project
         * @description Create a Project. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a Project. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        /**
         * Delete a Project (permanent)
         * @description Delete a Project (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Update a Project
         * @description Update a Project. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a User. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Update a User. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a Membership. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's roles in your workspace
         * @description Change a user's roles in your workspace. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updateMembership"];
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
         * @description Upload file(s) to a folder or an account. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Get a file of the Media Library by its id. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getTopiaryFile"];
        put?: never;
        post?: never;
        /**
         * Delete a file (row and bytes), image or not
         * @description Delete a file (row and bytes), image or not. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Download a file's bytes. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Get an Image from the Media Library by its id. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        /**
         * Delete an image (row and bytes)
         * @description Delete an image (row and bytes). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Download an image's bytes. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description List the workspace's Topiary Folders. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listTopiaryFolders"];
        put?: never;
        /**
         * Create a Topiary Folder
         * @description Create a Topiary Folder. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a Topiary Folder. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getTopiaryFolder"];
        put?: never;
        post?: never;
        /**
         * Delete an empty Topiary Folder
         * @description Delete an empty Topiary Folder. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteTopiaryFolder"];
        options?: never;
        head?: never;
        /**
         * Rename or move a Topiary Folder
         * @description Rename or move a Topiary Folder. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        patch: operations["updateTopiaryFolder"];
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
         * @description List the Doc categories. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description List Docs. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listDocs"];
        put?: never;
        /**
         * Create a Doc in a project
         * @description Create a Doc in a project. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a Doc. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getDoc"];
        put?: never;
        post?: never;
        /**
         * Delete a Doc and its pages (permanent)
         * @description Delete a Doc and its pages (permanent). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteDoc"];
        options?: never;
        head?: never;
        /**
         * Update a Doc (options merge key by key)
         * @description Update a Doc (options merge key by key). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Publish a Doc (again, if it is published). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Unpublish a Doc (back to draft; the dates stay). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        post: operations["unpublishDoc"];
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
         * @description Copy a Doc with its pages (as /v3/magazine/edition/{id}/copy). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Copy a Doc with its pages, into the same or another project of the workspace. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description List Pages (without their content; by position unless ordered). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["listPages"];
        put?: never;
        /**
         * Create a Page in a Doc (last, or at a position)
         * @description Create a Page in a Doc (last, or at a position). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a Page with its content tree. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        /**
         * Delete a Page (the pages after it move up)
         * @description Delete a Page (the pages after it move up). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deletePage"];
        options?: never;
        head?: never;
        /**
         * Update or move a Page
         * @description Update or move a Page. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Export a Doc as a tar.gz web package (a job; Location names it). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description List jobs (exports). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
         * @description Retrieve a job: its status, progress and, once done, its archive link. Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /**
         * Delete a job and its archive (a running job is cancelled)
         * @description Delete a job and its archive (a running job is cancelled). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
         */
        delete: operations["deleteJob"];
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
         * @description Download an export's archive (tar.gz). Needs a bearer token (BearerAuth) and counts against its credential's rate limit.
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
            id: number;
            _links: components["schemas"]["ImageVariantLinksDto"];
        };
        EditionEmbeddedDto: {
            title: components["schemas"]["ResourceStubDto"];
            pages: components["schemas"]["RelatedListDto"];
            /** @description the doc's export jobs */
            jobs: components["schemas"]["RelatedListDto"];
            /** @description only when a screenshot is set */
            screenshot?: components["schemas"]["ScreenshotStubDto"];
        };
        EditionLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description PUBLISH_URL/preview/{uid} */
            preview: components["schemas"]["HalLinkDto"];
            /** @description only while published */
            published?: components["schemas"]["HalLinkDto"];
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
            /** @description present, and null, when no screenshot is set */
            screenshot?: Record<string, never> | null;
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
        PageEmbeddedDto: {
            edition: components["schemas"]["ResourceStubDto"];
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
                children?: ({
                    /** @enum {string} */
                    type: "section";
                    children: {
                        [key: string]: unknown;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "heading";
                    level: number;
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "paragraph";
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    /** @description an image id of the workspace */
                    image: number;
                    alt: string;
                } | {
                    /** @enum {string} */
                    type: "button";
                    text: string;
                    /** @description an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent */
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
                children?: ({
                    /** @enum {string} */
                    type: "section";
                    children: {
                        [key: string]: unknown;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "heading";
                    level: number;
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "paragraph";
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    /** @description an image id of the workspace */
                    image: number;
                    alt: string;
                } | {
                    /** @enum {string} */
                    type: "button";
                    text: string;
                    /** @description an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent */
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
                children?: ({
                    /** @enum {string} */
                    type: "section";
                    children: {
                        [key: string]: unknown;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "heading";
                    level: number;
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "paragraph";
                    text: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    /** @description an image id of the workspace */
                    image: number;
                    alt: string;
                } | {
                    /** @enum {string} */
                    type: "button";
                    text: string;
                    /** @description an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent */
                    href: string;
                } | {
                    /** @enum {string} */
                    type: "video";
                    /** @description an mp4 or webm file id of the workspace */
                    file: number;
                })[];
            };
        };
        JobEmbeddedDto: {
            edition: components["schemas"]["ResourceStubDto"];
        };
        JobLinksDto: {
            self: components["schemas"]["HalLinkDto"];
            /** @description the archive: only once the job succeeded, until it expires */
            download?: components["schemas"]["HalLinkDto"];
        };
        JobResource: {
            id: number;
            /** @enum {string} */
            type: "export";
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
                    "*/*": Blob;
                };
            };
            /** @description One byte range (Range: bytes=...) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
                    "*/*": Blob;
                };
            };
            /** @description One byte range (Range: bytes=...) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Not acceptable: the Accept header names no JSON type */
            406: {
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
    exportDoc: {
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
            /** @description Queued */
            202: {
                headers: {
                    /** @description Strong entity tag of this representation; send it back in If-None-Match or If-Match */
                    ETag?: string;
                    /** @description /v2/job/{id} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/hal+json": components["schemas"]["JobResource"];
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
            /** @description Too many requests: over the rate limit; retry after Retry-After seconds */
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
