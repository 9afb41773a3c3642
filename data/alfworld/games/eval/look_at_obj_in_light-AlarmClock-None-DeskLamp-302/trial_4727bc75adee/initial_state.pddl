(define (problem plan_trial_4727bc75adee)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        AlarmClock_bar__plus_00_dot_39_bar__plus_00_dot_05_bar__minus_01_dot_94 - object
        AlarmClock_bar__minus_01_dot_14_bar__plus_01_dot_95_bar__minus_01_dot_30 - object
        AlarmClock_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_01_dot_53 - object
        CreditCard_bar__plus_00_dot_20_bar__plus_00_dot_32_bar__plus_01_dot_40 - object
        Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98 - object
        Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61 - object
        TennisRacket_bar__plus_00_dot_06_bar__plus_00_dot_68_bar__plus_01_dot_13 - object
        TennisRacket_bar__plus_00_dot_16_bar__plus_00_dot_66_bar__plus_01_dot_21 - object
        CD_bar__minus_01_dot_26_bar__plus_02_dot_00_bar__minus_01_dot_07 - object
        CD_bar__plus_00_dot_36_bar__plus_00_dot_15_bar__minus_01_dot_41 - object
        CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_28_bar__minus_00_dot_65 - object
        CellPhone_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_17 - object
        KeyChain_bar__plus_00_dot_38_bar__plus_00_dot_28_bar__plus_01_dot_32 - object
        KeyChain_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__plus_00_dot_35 - object
        Laptop_bar__plus_00_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_24 - object
        Pencil_bar__plus_00_dot_36_bar__plus_00_dot_25_bar__plus_00_dot_96 - object
        DeskLamp_bar__plus_00_dot_46_bar__plus_00_dot_21_bar__minus_01_dot_97 - object
        Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12 - receptacle
        Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23 - receptacle
        Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 - receptacle
        Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44 - receptacle
        Shelf_bar__minus_00_dot_47_bar__plus_00_dot_83_bar__minus_02_dot_04 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_00_dot_60 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34 - receptacle
        SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 - receptacle
        SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68 - receptacle
        GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97 - receptacle
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_1_bar_1_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_0_bar_0 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_4_bar_3_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (receptacleType Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (receptacleType Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (receptacleType Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44 SafeType)
        (receptacleAtLocation Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44)
        (receptacleType Shelf_bar__minus_00_dot_47_bar__plus_00_dot_83_bar__minus_02_dot_04 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_47_bar__plus_00_dot_83_bar__minus_02_dot_04 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_00_dot_60 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_00_dot_60 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97 loc_bar_2_bar__minus_4_bar_0_bar_0)
        (objectType AlarmClock_bar__plus_00_dot_39_bar__plus_00_dot_05_bar__minus_01_dot_94 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_00_dot_39_bar__plus_00_dot_05_bar__minus_01_dot_94 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation AlarmClock_bar__plus_00_dot_39_bar__plus_00_dot_05_bar__minus_01_dot_94 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable AlarmClock_bar__plus_00_dot_39_bar__plus_00_dot_05_bar__minus_01_dot_94)
        (objectType AlarmClock_bar__minus_01_dot_14_bar__plus_01_dot_95_bar__minus_01_dot_30 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_14_bar__plus_01_dot_95_bar__minus_01_dot_30 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34)
        (objectAtLocation AlarmClock_bar__minus_01_dot_14_bar__plus_01_dot_95_bar__minus_01_dot_30 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable AlarmClock_bar__minus_01_dot_14_bar__plus_01_dot_95_bar__minus_01_dot_30)
        (objectType AlarmClock_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_01_dot_53 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_01_dot_53 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation AlarmClock_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_01_dot_53 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable AlarmClock_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_01_dot_53)
        (objectType CreditCard_bar__plus_00_dot_20_bar__plus_00_dot_32_bar__plus_01_dot_40 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_20_bar__plus_00_dot_32_bar__plus_01_dot_40 Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (objectAtLocation CreditCard_bar__plus_00_dot_20_bar__plus_00_dot_32_bar__plus_01_dot_40 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_20_bar__plus_00_dot_32_bar__plus_01_dot_40)
        (objectType Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (cleanable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98)
        (coolable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98)
        (pickupable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98)
        (isReceptacleObject Bowl_bar__plus_00_dot_63_bar__plus_00_dot_21_bar__minus_01_dot_98)
        (objectType Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34)
        (objectAtLocation Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (cleanable Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61)
        (coolable Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61)
        (pickupable Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61)
        (isReceptacleObject Bowl_bar__minus_01_dot_23_bar__plus_01_dot_82_bar__minus_01_dot_61)
        (objectType TennisRacket_bar__plus_00_dot_06_bar__plus_00_dot_68_bar__plus_01_dot_13 TennisRacketType)
        (inReceptacle TennisRacket_bar__plus_00_dot_06_bar__plus_00_dot_68_bar__plus_01_dot_13 SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (objectAtLocation TennisRacket_bar__plus_00_dot_06_bar__plus_00_dot_68_bar__plus_01_dot_13 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable TennisRacket_bar__plus_00_dot_06_bar__plus_00_dot_68_bar__plus_01_dot_13)
        (objectType TennisRacket_bar__plus_00_dot_16_bar__plus_00_dot_66_bar__plus_01_dot_21 TennisRacketType)
        (inReceptacle TennisRacket_bar__plus_00_dot_16_bar__plus_00_dot_66_bar__plus_01_dot_21 SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (objectAtLocation TennisRacket_bar__plus_00_dot_16_bar__plus_00_dot_66_bar__plus_01_dot_21 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable TennisRacket_bar__plus_00_dot_16_bar__plus_00_dot_66_bar__plus_01_dot_21)
        (objectType CD_bar__minus_01_dot_26_bar__plus_02_dot_00_bar__minus_01_dot_07 CDType)
        (inReceptacle CD_bar__minus_01_dot_26_bar__plus_02_dot_00_bar__minus_01_dot_07 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34)
        (objectAtLocation CD_bar__minus_01_dot_26_bar__plus_02_dot_00_bar__minus_01_dot_07 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable CD_bar__minus_01_dot_26_bar__plus_02_dot_00_bar__minus_01_dot_07)
        (objectType CD_bar__plus_00_dot_36_bar__plus_00_dot_15_bar__minus_01_dot_41 CDType)
        (inReceptacle CD_bar__plus_00_dot_36_bar__plus_00_dot_15_bar__minus_01_dot_41 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation CD_bar__plus_00_dot_36_bar__plus_00_dot_15_bar__minus_01_dot_41 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__plus_00_dot_36_bar__plus_00_dot_15_bar__minus_01_dot_41)
        (objectType CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_28_bar__minus_00_dot_65 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_28_bar__minus_00_dot_65 Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (objectAtLocation CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_28_bar__minus_00_dot_65 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_28_bar__minus_00_dot_65)
        (objectType CellPhone_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_17 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_17 Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44)
        (objectAtLocation CellPhone_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_17 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_17)
        (objectType KeyChain_bar__plus_00_dot_38_bar__plus_00_dot_28_bar__plus_01_dot_32 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_38_bar__plus_00_dot_28_bar__plus_01_dot_32 Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (objectAtLocation KeyChain_bar__plus_00_dot_38_bar__plus_00_dot_28_bar__plus_01_dot_32 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_38_bar__plus_00_dot_28_bar__plus_01_dot_32)
        (objectType KeyChain_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__plus_00_dot_35 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__plus_00_dot_35 Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44)
        (objectAtLocation KeyChain_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__plus_00_dot_35 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__plus_00_dot_35)
        (objectType Laptop_bar__plus_00_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_24 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_24 SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (objectAtLocation Laptop_bar__plus_00_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_24 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable Laptop_bar__plus_00_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_24)
        (objectType Pencil_bar__plus_00_dot_36_bar__plus_00_dot_25_bar__plus_00_dot_96 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_36_bar__plus_00_dot_25_bar__plus_00_dot_96 Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (objectAtLocation Pencil_bar__plus_00_dot_36_bar__plus_00_dot_25_bar__plus_00_dot_96 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (pickupable Pencil_bar__plus_00_dot_36_bar__plus_00_dot_25_bar__plus_00_dot_96)
        (objectType DeskLamp_bar__plus_00_dot_46_bar__plus_00_dot_21_bar__minus_01_dot_97 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_46_bar__plus_00_dot_21_bar__minus_01_dot_97 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation DeskLamp_bar__plus_00_dot_46_bar__plus_00_dot_21_bar__minus_01_dot_97 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_46_bar__plus_00_dot_21_bar__minus_01_dot_97)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType TennisRacketType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CDType)
        (canContain SafeType CellPhoneType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SideTableType TennisRacketType)
        (atLocation agent1 loc_bar_4_bar_4_bar_3_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    